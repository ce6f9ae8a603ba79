import type { GeoBox } from './map-adapter';
import type { PinChunk } from './pin-index';
import { tilesToFetch } from './tiles-to-fetch';

/** The pins of one fetched area. */
export interface AreaPins extends PinChunk {
  readonly area: GeoBox;
}

export interface PinTileCache {
  /**
   * The areas still to fetch for a view of the search `search` (the query without its area). A new
   * search forgets every held area: their pins answered other filters.
   */
  toFetch(search: string, view: GeoBox): GeoBox[];
  /** Holds the pins of a fetched area, then forgets what the view no longer needs. */
  add(chunk: AreaPins, view: GeoBox): void;
  /** The held pins, newest first. */
  chunks(): readonly AreaPins[];
}

export interface PinTileCacheOptions {
  /** Listings held at most beyond those of areas in view (the farthest areas go first). */
  readonly maxListings?: number;
  /** A held area older than this is fetched again: listings change (the server's answers do not wait). */
  readonly maxAgeMs?: number;
  readonly now?: () => number;
}

interface Held extends AreaPins {
  readonly at: number;
}

const intersects = (a: GeoBox, b: GeoBox) =>
  a.west < b.east && b.west < a.east && a.south < b.north && b.south < a.north;

const inside = (outer: GeoBox, inner: GeoBox) =>
  outer.west <= inner.west &&
  outer.east >= inner.east &&
  outer.south <= inner.south &&
  outer.north >= inner.north;

/** The view grown by half its width and height on every side: what a pan or two may bring back. */
function neighbourhood(view: GeoBox): GeoBox {
  const dx = (view.east - view.west) / 2;
  const dy = (view.north - view.south) / 2;
  return { west: view.west - dx, east: view.east + dx, south: view.south - dy, north: view.north + dy };
}

const distance = (area: GeoBox, view: GeoBox) =>
  Math.hypot(
    (area.west + area.east - view.west - view.east) / 2,
    (area.south + area.north - view.south - view.north) / 2,
  );

const listingsIn = (chunk: AreaPins) => chunk.pins.key.length;

/**
 * The map's pins, kept by area across moves of one search, so a pan fetches only the strip that came
 * into view and a zoom in fetches nothing (`tilesToFetch`). An area whose answer the server cut short
 * (`truncated`) is shown but never counts as held: the next view asks for it again. Memory stays
 * bounded: areas beyond the view's neighbourhood are forgotten, and past `maxListings` the farthest go.
 */
export function createPinTileCache({
  maxListings = 60_000,
  maxAgeMs = 5 * 60_000,
  now = Date.now,
}: PinTileCacheOptions = {}): PinTileCache {
  let search: string | null = null;
  let held: Held[] = [];

  return {
    toFetch(next, view) {
      if (next !== search) {
        search = next;
        held = [];
      }
      const fresh = held.filter((chunk) => !chunk.pins.truncated && now() - chunk.at <= maxAgeMs);
      return tilesToFetch(
        view,
        fresh.map((chunk) => chunk.area),
      );
    },
    add(chunk, view) {
      const near = neighbourhood(view);
      // An area inside the new one is answered again by it; areas out of reach will be fetched anew. An
      // answer the server cut short says nothing for sure about what it overlaps: the newer one replaces it.
      const cut = (old: AreaPins) =>
        (old.pins.truncated || chunk.pins.truncated) && intersects(old.area, chunk.area);
      const kept = held.filter(
        (old) => !inside(chunk.area, old.area) && !cut(old) && intersects(old.area, near),
      );
      held = [{ ...chunk, at: now() }, ...kept];
      let listings = held.reduce((sum, old) => sum + listingsIn(old), 0);
      const byDistance = [...held].sort((a, b) => distance(b.area, view) - distance(a.area, view));
      for (const far of byDistance) {
        if (listings <= maxListings) break;
        if (intersects(far.area, view)) continue;
        held = held.filter((old) => old !== far);
        listings -= listingsIn(far);
      }
    },
    chunks: () => held,
  };
}
