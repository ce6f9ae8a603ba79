/** The popup's width (listings-map.css `.map-popup`: min(280px, 90%)) and its least gap to the map's side. */
const POPUP_WIDTH = 280;
const POPUP_SHARE = 0.9;
const EDGE_GAP = 8;

/**
 * Where a pin's popup is centred across the map, px from the map's left. It sits over its pin, but a pin
 * near either side would put half the popup past the map's edge, where the map clips it (on a phone, the
 * photo, price and close button): there it slides inwards just far enough to show whole.
 */
export function popupCentreX(pinX: number, mapWidth: number): number {
  const half = Math.min(POPUP_WIDTH, mapWidth * POPUP_SHARE) / 2;
  const least = half + EDGE_GAP;
  const most = mapWidth - half - EDGE_GAP;
  if (most < least) return mapWidth / 2;
  return Math.min(Math.max(pinX, least), most);
}
