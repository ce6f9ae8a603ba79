/** The popup's most width and height (it is a compact card), and its gaps to its pin and the map's sides, px. */
const POPUP_WIDTH = 320;
const POPUP_HEIGHT = 300;
const PIN_GAP = 18;
const EDGE_GAP = 8;

/** Where a pin's popup stands inside the map, px from the map's left and top (or bottom) edges. */
export interface PopupPlacement {
  readonly left: number;
  readonly width: number;
  /** Above its pin the popup grows upwards from `bottom`; below it, downwards from `top`. */
  readonly top?: number;
  readonly bottom?: number;
  /** The room on its side of the pin: taller content scrolls inside the popup instead of being clipped. */
  readonly maxHeight: number;
}

/**
 * Where the popup of a pin at `pin` opens in a map of `map`'s size. It stands over its pin, on the side
 * with room for it (above unless the pin is nearer the top), slid inwards near the map's sides and no
 * taller than that side's room: the map clips what passes its edges, and a clipped popup hid its
 * address link. Plain offsets rather than a CSS transform: Chromium painted a transformed scrolling
 * popup a second time as an empty rectangle above it.
 */
export function popupPlacement(
  pin: { readonly x: number; readonly y: number },
  map: { readonly width: number; readonly height: number },
): PopupPlacement {
  const width = Math.max(0, Math.min(POPUP_WIDTH, map.width - 2 * EDGE_GAP));
  const left = Math.min(Math.max(pin.x - width / 2, EDGE_GAP), map.width - EDGE_GAP - width);
  const roomAbove = pin.y - PIN_GAP - EDGE_GAP;
  const roomBelow = map.height - pin.y - PIN_GAP - EDGE_GAP;
  const above = roomAbove >= POPUP_HEIGHT || roomAbove >= roomBelow;
  const maxHeight = Math.max(0, Math.min(POPUP_HEIGHT, above ? roomAbove : roomBelow));
  return above
    ? { left, width, bottom: map.height - pin.y + PIN_GAP, maxHeight }
    : { left, width, top: pin.y + PIN_GAP, maxHeight };
}
