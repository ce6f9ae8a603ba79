import type { MapPin } from '../contract';
import type { Lang } from '../lib/i18n/lang';
import { clearSpot, MARKER_GAP, type MarkerFrame } from './clear-spot';
import { clusterIconSize } from './cluster-icon-size';
import { pinLabel } from './pin-label';
import type { PinMarker } from './pin-marker';
import { fromWorldPx, worldPx } from './world-px';

/**
 * Pins too close to tell apart, shown as one price tag: its pin holds all their listings at the first
 * one's place, and opens them together in one popup. `pins` counts the places it stands for.
 */
export interface NearbyMarker {
  readonly kind: 'nearby';
  readonly id: string;
  readonly lng: number;
  readonly lat: number;
  readonly pin: MapPin;
  readonly pins: number;
}

/** What the map shows: the pins worker's clusters and pins, with overlapping ones gathered. */
export type ShownMarker = (PinMarker | NearbyMarker) & {
  /** Its own spot, where the marker stands elsewhere (nudged clear of the map's edge or a control). */
  readonly home?: { readonly lng: number; readonly lat: number };
};

/** A price tag's height and its width besides the text (listings-map.css `.bb-pin`), px. */
const TAG_HEIGHT = 26;
const TAG_PADDING = 20;
/**
 * The widest of a tag's 600 12px characters, px, so a tag is never wider than guessed: figures, '$' and
 * the like are at most 7.6 px; a capital ('M' of '$1M' is 14 px in some system fonts) or another letter
 * is given 14.
 */
const NARROW = /[\d$.,+/ k]/;
const charWidth = (char: string) => (NARROW.test(char) ? 7.6 : 14);
const GAP = MARKER_GAP;

interface Placed {
  marker: ShownMarker;
  /** Its place in the worker's answer: markers keep their order (and so their buttons' order). */
  readonly order: number;
  /** Its spot in world pixels at the current zoom. */
  readonly spotX: number;
  readonly spotY: number;
  /** Where it stands: its spot, or nearby where the frame's edge or a control would cover it. */
  x: number;
  y: number;
  /** Half the marker's size. */
  halfWidth: number;
  halfHeight: number;
}

/**
 * The markers to show at `zoom`, none overlapping another, so each can be clicked (WCAG 2.5.8 target
 * size): a price tag that would overlap a cluster joins the cluster (its click zooms in), one that would
 * overlap another tag gathers with it into one tag ('$350k +2') that opens all their listings. Sizes are
 * reckoned from the text (`lease`: rents, '/mo'), in the map's world pixels (512-pixel tiles), without
 * asking the page for layout. With the map's `frame`, each marker also stands whole inside it and clear
 * of its controls (clearSpot), nudged where the edge or a control would cut or cover it; only a marker
 * whose spot is outside the frame (not in the map's view) is left out, until the next call.
 */
export function declutterMarkers(
  markers: readonly PinMarker[],
  zoom: number,
  lang: Lang,
  lease = false,
  frame: MarkerFrame | null = null,
): ShownMarker[] {
  const placed: Placed[] = [];
  // Clusters first, the biggest first: they stay where they are, and what they cover joins them.
  const ordered = markers
    .map((marker, order) => ({ marker, order }))
    .sort((a, b) => weight(b.marker) - weight(a.marker));
  for (const { marker, order } of ordered) {
    const { x, y } = worldPx(marker.lng, marker.lat, zoom);
    if (frame && !inView(frame, x, y)) continue;
    const own = sizeOf(marker, lang, lease);
    const hit = placed.find((other) => overlaps(other, x, y, own.halfWidth, own.halfHeight));
    if (hit === undefined) {
      placed.push({ marker, order, spotX: x, spotY: y, x, y, ...own });
      continue;
    }
    hit.marker = gather(hit.marker, marker);
    Object.assign(hit, sizeOf(hit.marker, lang, lease));
  }
  // A tag that grew ('+2') or a marker nudged clear of a control may now reach a neighbour: stand each
  // clear and gather again until nothing overlaps.
  do standClear(placed, frame);
  while (gatherOne(placed, lang, lease));
  return placed
    .sort((a, b) => a.order - b.order)
    .map(({ marker, x, y, spotX, spotY }) => {
      if (x === spotX && y === spotY) return marker;
      return { ...marker, ...fromWorldPx(x, y, zoom), home: { lng: marker.lng, lat: marker.lat } };
    });
}

/** Whether world px (`x`, `y`) lies inside `frame`: a listing in the map's view. */
const inView = (frame: MarkerFrame, x: number, y: number) =>
  x >= frame.left && x <= frame.left + frame.width && y >= frame.top && y <= frame.top + frame.height;

/** Moves each marker to where it stands whole in `frame`, clear of its controls (clearSpot). */
function standClear(placed: Placed[], frame: MarkerFrame | null): void {
  if (frame === null) return;
  for (const entry of placed) {
    const spot = clearSpot(
      entry.spotX - frame.left,
      entry.spotY - frame.top,
      entry.halfWidth,
      entry.halfHeight,
      frame,
    );
    if (spot === null) continue;
    entry.x = spot.x + frame.left;
    entry.y = spot.y + frame.top;
  }
}

/** Gathers the first two overlapping markers into one; false when none overlap. */
function gatherOne(placed: Placed[], lang: Lang, lease: boolean): boolean {
  for (const [i, into] of placed.entries()) {
    const j = placed.findIndex(
      (other, k) => k > i && overlaps(into, other.x, other.y, other.halfWidth, other.halfHeight),
    );
    const other = placed[j];
    if (other === undefined) continue;
    into.marker = gather(into.marker, other.marker);
    Object.assign(into, sizeOf(into.marker, lang, lease));
    placed.splice(j, 1);
    return true;
  }
  return false;
}

/** Clusters before pins, bigger before smaller. */
function weight(marker: PinMarker): number {
  return marker.kind === 'cluster' ? 1e9 + marker.count : 0;
}

function overlaps(other: Placed, x: number, y: number, halfWidth: number, halfHeight: number): boolean {
  return (
    Math.abs(other.x - x) < other.halfWidth + halfWidth + GAP &&
    Math.abs(other.y - y) < other.halfHeight + halfHeight + GAP
  );
}

function sizeOf(marker: ShownMarker, lang: Lang, lease: boolean): { halfWidth: number; halfHeight: number } {
  if (marker.kind === 'cluster') {
    const half = clusterIconSize(marker.count) / 2;
    return { halfWidth: half, halfHeight: half };
  }
  const text = pinLabel(lang, marker.pin, lease);
  const width = [...text].reduce((sum, char) => sum + charWidth(char), TAG_PADDING);
  return { halfWidth: width / 2, halfHeight: TAG_HEIGHT / 2 };
}

/** `into` with `marker` joined to it: a cluster counts its listings, a tag gathers its pin's. */
function gather(into: ShownMarker, marker: ShownMarker): ShownMarker {
  const listings = marker.kind === 'cluster' ? marker.count : marker.pin.listings.length;
  if (into.kind === 'cluster') return { ...into, count: into.count + listings };
  if (marker.kind === 'cluster') return { ...marker, count: marker.count + into.pin.listings.length };
  const places = (one: ShownMarker) => (one.kind === 'nearby' ? one.pins : 1);
  return {
    kind: 'nearby',
    id: into.kind === 'nearby' ? into.id : `n${into.id}`,
    lng: into.lng,
    lat: into.lat,
    pin: { ...into.pin, listings: [...into.pin.listings, ...marker.pin.listings] },
    pins: places(into) + places(marker),
  };
}
