import type { MapPin } from '../contract';
import type { Lang } from '../lib/i18n/lang';
import { clusterIconSize } from './cluster-icon-size';
import { pinLabel } from './pin-label';
import type { PinMarker } from './pin-marker';

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
export type ShownMarker = PinMarker | NearbyMarker;

/** A price tag's height and its width besides the text (listings-map.css `.bb-pin`), px. */
const TAG_HEIGHT = 26;
const TAG_PADDING = 20;
/** The widest character of a tag's 600 12px text ('$', digits, 'M'), px: a tag is never wider than guessed. */
const CHAR_WIDTH = 7.6;
/** The least gap between two markers, px. */
const GAP = 2;

interface Placed {
  marker: ShownMarker;
  /** Its place in the worker's answer: markers keep their order (and so their buttons' order). */
  readonly order: number;
  /** Centre in world pixels at the current zoom, and half the marker's size. */
  readonly x: number;
  readonly y: number;
  halfWidth: number;
  halfHeight: number;
}

/**
 * The markers to show at `zoom`, none overlapping another, so each can be clicked (WCAG 2.5.8 target
 * size): a price tag that would overlap a cluster joins the cluster (its click zooms in), one that would
 * overlap another tag gathers with it into one tag ('$350k +2') that opens all their listings. Sizes are
 * reckoned from the text (`lease`: rents, '/mo'), in the map's world pixels (512-pixel tiles), without
 * asking the page for layout.
 */
export function declutterMarkers(
  markers: readonly PinMarker[],
  zoom: number,
  lang: Lang,
  lease = false,
): ShownMarker[] {
  const world = 512 * 2 ** zoom;
  const placed: Placed[] = [];
  // Clusters first, the biggest first: they stay where they are, and what they cover joins them.
  const ordered = markers
    .map((marker, order) => ({ marker, order }))
    .sort((a, b) => weight(b.marker) - weight(a.marker));
  for (const { marker, order } of ordered) {
    const x = ((marker.lng + 180) / 360) * world;
    const sin = Math.sin((marker.lat * Math.PI) / 180);
    const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
    const own = sizeOf(marker, lang, lease);
    const hit = placed.find((other) => overlaps(other, x, y, own.halfWidth, own.halfHeight));
    if (hit === undefined) {
      placed.push({ marker, order, x, y, ...own });
      continue;
    }
    hit.marker = gather(hit.marker, marker);
    Object.assign(hit, sizeOf(hit.marker, lang, lease));
  }
  // A tag that grew ('+2') may now reach a neighbour: gather again until nothing overlaps.
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < placed.length && !merged; i++) {
      const into = placed[i];
      const j = placed.findIndex(
        (other, k) =>
          k > i && into !== undefined && overlaps(into, other.x, other.y, other.halfWidth, other.halfHeight),
      );
      const other = placed[j];
      if (into === undefined || other === undefined) continue;
      into.marker = gather(into.marker, other.marker);
      Object.assign(into, sizeOf(into.marker, lang, lease));
      placed.splice(j, 1);
      merged = true;
    }
  }
  return placed.sort((a, b) => a.order - b.order).map((entry) => entry.marker);
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
  return { halfWidth: (text.length * CHAR_WIDTH + TAG_PADDING) / 2, halfHeight: TAG_HEIGHT / 2 };
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
