import type { ListingsSortBy } from '../../src/contract';
import { type CrossingEdge, polygonCrossingEdges } from '../../src/lib/geo/polygon-crossing-edges';
import { dayNumber, type IndexedListing, PLACE_COLUMNS, RANGE_COLUMNS } from './indexed-listing';
import type { ListingsCriteria } from './listings-criteria';

/** One page of a match, with the count and price range of the whole match. */
export interface IndexedPage {
  /** Listings passing every condition, the price included. */
  total: number;
  /** Lowest and highest price of the listings passing every condition but the price (null: none). */
  min: number | null;
  max: number | null;
  /** The page's ListingKeyNumeric values, in the query's order. */
  keys: number[];
}

/** The listings a map shows for a match, column by column (`PinRows` of the SQL path). */
export interface IndexedPins {
  /** Every listing of the match, although at most `cap` are listed. */
  total: number;
  slots: Int32Array;
}

/** The match is narrowed to these listings (a client's favorites), or not at all (undefined). */
export type OnlyKeys = ReadonlySet<number> | undefined;

const FLAG_OURS = 1;
const FLAG_PRIMARY_BED_ON_MAIN = 2;
const FLAG_FIREPLACE = 4;
const FLAG_ACCESSIBILITY = 8;

const INITIAL_CAPACITY = 1024;

/**
 * Every listing's searchable values in memory, column by column, so that a search reads typed arrays
 * instead of asking the database for each page: PGlite runs one statement at a time in WebAssembly, and
 * counting a metro's matches for every page of every visitor was most of the server's work (issue 3).
 *
 * The conditions are those of `listingsCriteria`, evaluated on the same doubles as the SQL of
 * `listingsWhere` (a test holds the two to the same answers); the sorts are SPEC §2's, with the key
 * breaking ties so pages never overlap and capped pins are the first listings of the list's order.
 * A search walks the listings once in the chosen order: counting, taking the price range and keeping the
 * page as it goes, so no match is ever sorted. The orders are kept as permutations of the slots and
 * rebuilt after the first search that follows a change.
 *
 * Strings are stored as numbers of a dictionary; a value no listing has matches nothing.
 */
export class ListingIndex {
  private capacity = 0;
  /** Slots in use so far; a removed listing's slot is reused. */
  private used = 0;
  private readonly free: number[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly codes = new Map<string, number>();
  private readonly strings: string[] = [];

  private live = new Uint8Array(0);
  private key = new Float64Array(0);
  private status = new Int32Array(0);
  private propertyType = new Int32Array(0);
  private subType = new Int32Array(0);
  private price = new Float64Array(0);
  private listDay = new Int32Array(0);
  private latitude = new Float64Array(0);
  private longitude = new Float64Array(0);
  private flags = new Uint8Array(0);
  private readonly places = PLACE_COLUMNS.map(() => new Int32Array(0));
  private readonly ranges = RANGE_COLUMNS.map(() => new Float64Array(0));
  private addresses: (string | null)[] = [];
  private openDays: (Int32Array | undefined)[] = [];

  /** Live slots newest first (list_date DESC, key DESC); oldest is its reverse. */
  private byDate: Int32Array | undefined;
  /** Live slots by price ascending then key, priced first; `pricedCount` of them have a price. */
  private byPrice: Int32Array | undefined;
  private pricedCount = 0;

  constructor() {
    this.grow(INITIAL_CAPACITY);
  }

  /** How many listings the index holds. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Adds the listing, or replaces what the index held under its key. */
  upsert(listing: IndexedListing): void {
    let slot = this.slotOf.get(listing.key);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.used++;
      if (slot >= this.capacity) this.grow(this.capacity * 2);
      this.slotOf.set(listing.key, slot);
    }
    this.live[slot] = 1;
    this.key[slot] = listing.key;
    this.status[slot] = this.code(listing.status);
    this.propertyType[slot] = this.code(listing.propertyType);
    this.subType[slot] = this.code(listing.subType);
    this.price[slot] = listing.price ?? Number.NaN;
    this.listDay[slot] = listing.listDay;
    this.latitude[slot] = listing.latitude;
    this.longitude[slot] = listing.longitude;
    this.flags[slot] =
      (listing.ours ? FLAG_OURS : 0) |
      (listing.primaryBedOnMain ? FLAG_PRIMARY_BED_ON_MAIN : 0) |
      (listing.fireplace ? FLAG_FIREPLACE : 0) |
      (listing.accessibility ? FLAG_ACCESSIBILITY : 0);
    PLACE_COLUMNS.forEach((column, i) => {
      const value = listing.places[column];
      (this.places[i] as Int32Array)[slot] = value === null ? -1 : this.code(value);
    });
    RANGE_COLUMNS.forEach((column, i) => {
      (this.ranges[i] as Float64Array)[slot] = listing.ranges[column] ?? Number.NaN;
    });
    this.addresses[slot] = listing.address;
    this.openDays[slot] = listing.openDays.length > 0 ? Int32Array.from(listing.openDays) : undefined;
    this.changed();
  }

  /** Forgets the listing with this key (nothing when there is none). */
  remove(key: number): void {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    this.slotOf.delete(key);
    this.live[slot] = 0;
    this.addresses[slot] = null;
    this.openDays[slot] = undefined;
    this.free.push(slot);
    this.changed();
  }

  /**
   * The page `offset`..`offset + limit` of the listings matching `criteria` (and `only`, when given) in
   * `sort` order, with the match's total and price range.
   */
  search(
    criteria: ListingsCriteria,
    sort: ListingsSortBy,
    offset: number,
    limit: number,
    only: OnlyKeys = undefined,
  ): IndexedPage {
    const test = this.compile(criteria, only);
    let total = 0;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const keys: number[] = [];
    if (test !== undefined) {
      const { low, high, unbounded } = priceBounds(criteria);
      this.walk(sort, (slot) => {
        if (!test(slot)) return;
        const price = this.price[slot] as number;
        // NaN (no price) fails every comparison, as NULL does in SQL's min, max and bounds.
        if (price < min) min = price;
        if (price > max) max = price;
        if (!unbounded && !(price >= low && price <= high)) return;
        if (total >= offset && keys.length < limit) keys.push(this.key[slot] as number);
        total += 1;
      });
    }
    return {
      total,
      min: min === Number.POSITIVE_INFINITY ? null : min,
      max: max === Number.NEGATIVE_INFINITY ? null : max,
      keys,
    };
  }

  /** The slots of every listing matching `criteria`, price included; beyond `cap`, the first in `sort` order. */
  pins(
    criteria: ListingsCriteria,
    sort: ListingsSortBy,
    cap: number,
    only: OnlyKeys = undefined,
  ): IndexedPins {
    const test = this.compile(criteria, only);
    const slots: number[] = [];
    let total = 0;
    if (test !== undefined) {
      const { low, high, unbounded } = priceBounds(criteria);
      this.walk(sort, (slot) => {
        if (!test(slot)) return;
        const price = this.price[slot] as number;
        if (!unbounded && !(price >= low && price <= high)) return;
        if (total < cap) slots.push(slot);
        total += 1;
      });
    }
    return { total, slots: Int32Array.from(slots) };
  }

  /** A slot's values for a map pin (see `pins`). */
  pinOf(slot: number): {
    key: number;
    latitude: number;
    longitude: number;
    price: number;
    status: string;
    address: string | null;
  } {
    return {
      key: this.key[slot] as number,
      latitude: this.latitude[slot] as number,
      longitude: this.longitude[slot] as number,
      price: this.price[slot] as number,
      status: this.strings[this.status[slot] as number] ?? '',
      address: this.addresses[slot] ?? null,
    };
  }

  /**
   * The test of one slot against every condition but the price, or undefined when nothing can match (a
   * place, status or type no listing has).
   */
  private compile(criteria: ListingsCriteria, only: OnlyKeys): ((slot: number) => boolean) | undefined {
    const propertyType = this.codes.get(criteria.propertyType);
    if (propertyType === undefined) return undefined;
    const statuses = this.codeSet(criteria.statuses);
    const subTypes = criteria.subTypes && this.codeSet(criteria.subTypes);
    const places: [Int32Array, number][] = [];
    for (const { column, value } of criteria.places) {
      const code = this.codes.get(value);
      if (code === undefined) return undefined;
      places.push([this.places[PLACE_COLUMNS.indexOf(column)] as Int32Array, code]);
    }
    const ranges = criteria.ranges.map(({ column, min, max }) => ({
      values: this.ranges[RANGE_COLUMNS.indexOf(column)] as Float64Array,
      min: min ?? Number.NEGATIVE_INFINITY,
      max: max ?? Number.POSITIVE_INFINITY,
    }));
    const box = criteria.box;
    const ring = criteria.ring && ringTest(criteria.ring);
    const listedSince = criteria.listedSince === undefined ? undefined : dayNumber(criteria.listedSince);
    const flags =
      (criteria.ourListings ? FLAG_OURS : 0) |
      (criteria.primaryBedOnMain ? FLAG_PRIMARY_BED_ON_MAIN : 0) |
      (criteria.fireplace ? FLAG_FIREPLACE : 0) |
      (criteria.accessibility ? FLAG_ACCESSIBILITY : 0);
    const open = criteria.openHouse && {
      from: dayNumber(criteria.openHouse.from),
      to: criteria.openHouse.to === undefined ? Number.POSITIVE_INFINITY : dayNumber(criteria.openHouse.to),
    };
    const { latitude, longitude } = this;

    return (slot) => {
      if (this.propertyType[slot] !== propertyType) return false;
      if (!statuses.has(this.status[slot] as number)) return false;
      if (subTypes && !subTypes.has(this.subType[slot] as number)) return false;
      const lat = latitude[slot] as number;
      const lng = longitude[slot] as number;
      if (box) {
        if (!(lat >= box.bottom && lat <= box.top)) return false;
        const inLongitude =
          box.left <= box.right ? lng >= box.left && lng <= box.right : lng >= box.left || lng <= box.right;
        if (!inLongitude) return false;
      }
      for (const [column, code] of places) if (column[slot] !== code) return false;
      for (const range of ranges) {
        const value = range.values[slot] as number;
        if (!(value >= range.min && value <= range.max)) return false;
      }
      if (listedSince !== undefined && (this.listDay[slot] as number) < listedSince) return false;
      if (((this.flags[slot] as number) & flags) !== flags) return false;
      if (ring && !ring(lng, lat)) return false;
      if (open && !hasDayWithin(this.openDays[slot], open.from, open.to)) return false;
      if (only && !only.has(this.key[slot] as number)) return false;
      return true;
    };
  }

  /** Visits every live slot in `sort` order. */
  private walk(sort: ListingsSortBy, visit: (slot: number) => void): void {
    this.sortIfChanged();
    const byDate = this.byDate as Int32Array;
    const byPrice = this.byPrice as Int32Array;
    const priced = this.pricedCount;
    if (sort === 'newest') for (let i = 0; i < byDate.length; i++) visit(byDate[i] as number);
    else if (sort === 'oldest') for (let i = byDate.length - 1; i >= 0; i--) visit(byDate[i] as number);
    else if (sort === 'low-to-high') for (let i = 0; i < byPrice.length; i++) visit(byPrice[i] as number);
    else {
      // Price DESC NULLS LAST, key DESC: the priced part backwards, then the unpriced part backwards.
      for (let i = priced - 1; i >= 0; i--) visit(byPrice[i] as number);
      for (let i = byPrice.length - 1; i >= priced; i--) visit(byPrice[i] as number);
    }
  }

  private sortIfChanged(): void {
    if (this.byDate && this.byPrice) return;
    const slots = new Int32Array(this.slotOf.size);
    let n = 0;
    for (let slot = 0; slot < this.used; slot++) if (this.live[slot] === 1) slots[n++] = slot;
    const { key, listDay, price } = this;
    this.byDate = slots
      .slice()
      .sort(
        (a, b) => (listDay[b] as number) - (listDay[a] as number) || (key[b] as number) - (key[a] as number),
      );
    this.byPrice = slots.slice().sort((a, b) => {
      const pa = price[a] as number;
      const pb = price[b] as number;
      if (Number.isNaN(pa) !== Number.isNaN(pb)) return Number.isNaN(pa) ? 1 : -1;
      return (Number.isNaN(pa) ? 0 : pa - pb) || (key[a] as number) - (key[b] as number);
    });
    this.pricedCount = 0;
    while (
      this.pricedCount < this.byPrice.length &&
      !Number.isNaN(price[this.byPrice[this.pricedCount] as number])
    ) {
      this.pricedCount += 1;
    }
  }

  private changed(): void {
    this.byDate = undefined;
    this.byPrice = undefined;
  }

  private code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.strings.length;
      this.codes.set(value, code);
      this.strings.push(value);
    }
    return code;
  }

  /** The dictionary numbers of `values`; values no listing has are left out (they match nothing). */
  private codeSet(values: readonly string[]): Set<number> {
    const found = new Set<number>();
    for (const value of values) {
      const code = this.codes.get(value);
      if (code !== undefined) found.add(code);
    }
    return found;
  }

  private grow(capacity: number): void {
    const widen = <T extends Uint8Array | Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.live = widen(this.live, (n) => new Uint8Array(n));
    this.key = widen(this.key, (n) => new Float64Array(n));
    this.status = widen(this.status, (n) => new Int32Array(n));
    this.propertyType = widen(this.propertyType, (n) => new Int32Array(n));
    this.subType = widen(this.subType, (n) => new Int32Array(n));
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.listDay = widen(this.listDay, (n) => new Int32Array(n));
    this.latitude = widen(this.latitude, (n) => new Float64Array(n));
    this.longitude = widen(this.longitude, (n) => new Float64Array(n));
    this.flags = widen(this.flags, (n) => new Uint8Array(n));
    this.places.forEach((column, i) => {
      this.places[i] = widen(column, (n) => new Int32Array(n));
    });
    this.ranges.forEach((column, i) => {
      this.ranges[i] = widen(column, (n) => new Float64Array(n));
    });
    this.capacity = capacity;
  }
}

/** The price bounds as numbers; a missing bound is an infinity. */
function priceBounds(criteria: ListingsCriteria): { low: number; high: number; unbounded: boolean } {
  const { min, max } = criteria.price;
  return {
    low: min ?? Number.NEGATIVE_INFINITY,
    high: max ?? Number.POSITIVE_INFINITY,
    // No bound at all lets unpriced listings in, as SQL's TRUE does.
    unbounded: min === undefined && max === undefined,
  };
}

/**
 * "(lng, lat) lies inside the ring": its bounding box, then ray casting over the same edges and the same
 * float arithmetic as `polygonWhere`'s SQL and `pointInPolygon`, so all three agree on every point.
 */
function ringTest(ring: ListingsCriteria['ring'] & object): (lng: number, lat: number) => boolean {
  const edges: CrossingEdge[] = polygonCrossingEdges(ring);
  if (edges.length === 0) return () => false;
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  return (lng, lat) => {
    if (!(lat >= south && lat <= north && lng >= west && lng <= east)) return false;
    let inside = false;
    for (const edge of edges) {
      if (edge.y > lat !== edge.yEnd > lat && lng < edge.x + (lat - edge.y) * edge.slope) inside = !inside;
    }
    return inside;
  };
}

function hasDayWithin(days: Int32Array | undefined, from: number, to: number): boolean {
  if (days === undefined) return false;
  for (const day of days) if (day >= from && day <= to) return true;
  return false;
}
