import type { ListingsSortBy } from '../../src/contract';
import { type PinAddressParts, splitPinAddress } from '../../src/contract';
import { type CrossingEdge, polygonCrossingEdges } from '../../src/lib/geo/polygon-crossing-edges';
import { allOf, type Bitmap, bitmapOf, forEachSet } from './bitmap';
import { Grid } from './grid';
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

/** The live slots in the orders a search walks, and where each slot stands in them. */
interface Orders {
  /** Newest first (list_date DESC, key DESC); oldest is its reverse. */
  byDate: Int32Array;
  /** Price ascending then key, priced first; `pricedCount` of them have a price. */
  byPrice: Int32Array;
  pricedCount: number;
  /** By slot: its position in `byDate` and in `byPrice`. */
  dateRank: Int32Array;
  priceRank: Int32Array;
  grid: Grid;
  /** The bitmaps of the conditions asked since the last change, by condition. */
  bitmaps: Map<string, Bitmap>;
}

/** Condition bitmaps kept at most. */
const MAX_BITMAPS = 512;

type Column = Uint8Array | Int32Array | Float64Array;

/**
 * Versions are numbered across every index of the process, so neither two versions of a listing nor two
 * states of the listings ever share one.
 */
let lastVersion = 0;

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
 * A search with a box looks only at the listings in the grid cells the box overlaps (`Grid`), counts the matches and takes their price range, and marks each match at its position in the chosen
 * order; the page is then read off the marks in order, so no match is ever sorted. The orders are kept
 * as permutations of the slots, sorted again by the first search that follows a change.
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

  private live: Uint8Array = new Uint8Array(0);
  private key: Float64Array = new Float64Array(0);
  private status: Int32Array = new Int32Array(0);
  private propertyType: Int32Array = new Int32Array(0);
  private subType: Int32Array = new Int32Array(0);
  private price: Float64Array = new Float64Array(0);
  private listDay: Int32Array = new Int32Array(0);
  private latitude: Float64Array = new Float64Array(0);
  private longitude: Float64Array = new Float64Array(0);
  /** The coordinates in millionths of a degree, as map pins carry them. */
  private latitudeE6: Int32Array = new Int32Array(0);
  private longitudeE6: Int32Array = new Int32Array(0);
  private flags: Uint8Array = new Uint8Array(0);
  private revision: Float64Array = new Float64Array(0);
  private readonly places: Int32Array[] = PLACE_COLUMNS.map(() => new Int32Array(0));
  private readonly ranges: Float64Array[] = RANGE_COLUMNS.map(() => new Float64Array(0));
  /** The street line in the parts a map pin carries; null where the address may not be displayed. */
  private addresses: (PinAddressParts | null)[] = [];
  private openDays: (Int32Array | undefined)[] = [];

  private orders: Orders | undefined;
  /** Per position of an order: the stamp of the last search that matched the listing there. */
  private marks = new Int32Array(0);
  private stamp = 0;

  constructor() {
    this.grow(INITIAL_CAPACITY);
  }

  /**
   * A number that changes with every listing added, replaced or removed, and differs between indexes:
   * what answers worked out from the listings may be kept under.
   */
  version = ++lastVersion;

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
    this.version = ++lastVersion;
    this.revision[slot] = this.version;
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
    this.addresses[slot] = listing.address === null ? null : splitPinAddress(listing.address);
    this.latitudeE6[slot] = microdegrees(listing.latitude);
    this.longitudeE6[slot] = microdegrees(listing.longitude);
    this.openDays[slot] = listing.openDays.length > 0 ? Int32Array.from(listing.openDays) : undefined;
    this.changed();
  }

  /** Forgets the listing with this key (nothing when there is none). */
  remove(key: number): void {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    this.slotOf.delete(key);
    this.version = ++lastVersion;
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
    const orders = this.sorted();
    const rank = sort === 'newest' || sort === 'oldest' ? orders.dateRank : orders.priceRank;
    const stamp = this.nextStamp();
    const marks = this.marks;
    const { low, high, unbounded } = priceBounds(criteria);
    let total = 0;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    this.scan(criteria, only, (slot) => {
      const price = this.price[slot] as number;
      // NaN (no price) fails every comparison, as NULL does in SQL's min, max and bounds.
      if (price < min) min = price;
      if (price > max) max = price;
      if (!unbounded && !(price >= low && price <= high)) return;
      marks[rank[slot] as number] = stamp;
      total += 1;
    });
    const keys: number[] = [];
    if (offset < total) {
      let seen = 0;
      this.inOrder(sort, orders, (position, slot) => {
        if (marks[position] !== stamp) return true;
        seen += 1;
        if (seen > offset) keys.push(this.key[slot] as number);
        return keys.length < limit;
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
    const orders = this.sorted();
    const rank = sort === 'newest' || sort === 'oldest' ? orders.dateRank : orders.priceRank;
    const stamp = this.nextStamp();
    const marks = this.marks;
    const { low, high, unbounded } = priceBounds(criteria);
    const slots: number[] = [];
    this.scan(criteria, only, (slot) => {
      const price = this.price[slot] as number;
      if (!unbounded && !(price >= low && price <= high)) return;
      marks[rank[slot] as number] = stamp;
      slots.push(slot);
    });
    if (slots.length <= cap) return { total: slots.length, slots: Int32Array.from(slots) };
    // Too many to show: the first `cap` of the list's order, the ones its first pages show.
    const kept: number[] = [];
    this.inOrder(sort, orders, (position, slot) => {
      if (marks[position] === stamp) kept.push(slot);
      return kept.length < cap;
    });
    return { total: slots.length, slots: Int32Array.from(kept) };
  }

  /**
   * A number that changes whenever the listing with this key is written again (undefined: no such
   * listing), for caches of what the database says of it.
   */
  revisionOf(key: number): number | undefined {
    const slot = this.slotOf.get(key);
    return slot === undefined ? undefined : this.revision[slot];
  }

  /** A slot's values for a map pin (see `pins`): coordinates in millionths of a degree. */
  pinOf(slot: number): {
    key: number;
    latitudeE6: number;
    longitudeE6: number;
    price: number;
    status: string;
    address: PinAddressParts | null;
  } {
    return {
      key: this.key[slot] as number,
      latitudeE6: this.latitudeE6[slot] as number,
      longitudeE6: this.longitudeE6[slot] as number,
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
    const statusOk = this.lookup(criteria.statuses);
    const subTypeOk = criteria.subTypes && this.lookup(criteria.subTypes);
    const placeColumns: Int32Array[] = [];
    const placeCodes: number[] = [];
    for (const { column, value } of criteria.places) {
      const code = this.codes.get(value);
      if (code === undefined) return undefined;
      placeColumns.push(this.places[PLACE_COLUMNS.indexOf(column)] as Int32Array);
      placeCodes.push(code);
    }
    const rangeColumns = criteria.ranges.map(
      ({ column }) => this.ranges[RANGE_COLUMNS.indexOf(column)] as Float64Array,
    );
    const rangeMin = criteria.ranges.map(({ min }) => min ?? Number.NEGATIVE_INFINITY);
    const rangeMax = criteria.ranges.map(({ max }) => max ?? Number.POSITIVE_INFINITY);
    const box = criteria.box;
    const [south, north, west, east] = box ? [box.bottom, box.top, box.left, box.right] : [0, 0, 0, 0];
    const ring = criteria.ring && ringTest(criteria.ring);
    const listedSince =
      criteria.listedSince === undefined ? Number.NEGATIVE_INFINITY : dayNumber(criteria.listedSince);
    const flags =
      (criteria.ourListings ? FLAG_OURS : 0) |
      (criteria.primaryBedOnMain ? FLAG_PRIMARY_BED_ON_MAIN : 0) |
      (criteria.fireplace ? FLAG_FIREPLACE : 0) |
      (criteria.accessibility ? FLAG_ACCESSIBILITY : 0);
    const open = criteria.openHouse && {
      from: dayNumber(criteria.openHouse.from),
      to: criteria.openHouse.to === undefined ? Number.POSITIVE_INFINITY : dayNumber(criteria.openHouse.to),
    };
    // Locals, not fields: the test runs for up to every listing of every search.
    const { propertyType: typeOf, status: statusOf, subType: subTypeOf, latitude, longitude } = this;
    const { listDay, flags: flagsOf, openDays, key } = this;

    return (slot) => {
      if (typeOf[slot] !== propertyType || statusOk[statusOf[slot] as number] !== 1) return false;
      if (subTypeOk !== undefined && subTypeOk[subTypeOf[slot] as number] !== 1) return false;
      const lat = latitude[slot] as number;
      const lng = longitude[slot] as number;
      if (box !== undefined) {
        if (!(lat >= south && lat <= north)) return false;
        if (west <= east ? !(lng >= west && lng <= east) : !(lng >= west || lng <= east)) return false;
      }
      for (let i = 0; i < placeCodes.length; i++) {
        if ((placeColumns[i] as Int32Array)[slot] !== placeCodes[i]) return false;
      }
      for (let i = 0; i < rangeColumns.length; i++) {
        const value = (rangeColumns[i] as Float64Array)[slot] as number;
        if (!(value >= (rangeMin[i] as number) && value <= (rangeMax[i] as number))) return false;
      }
      if ((listDay[slot] as number) < listedSince) return false;
      if (((flagsOf[slot] as number) & flags) !== flags) return false;
      if (ring !== undefined && !ring(lng, lat)) return false;
      if (open !== undefined && !hasDayWithin(openDays[slot], open.from, open.to)) return false;
      if (only !== undefined && !only.has(key[slot] as number)) return false;
      return true;
    };
  }

  /**
   * Calls `visit` with every live slot passing every condition but the price. With a box, only the
   * listings within its latitudes are looked at, found by binary search in the latitude order.
   */
  private scan(criteria: ListingsCriteria, only: OnlyKeys, visit: (slot: number) => void): void {
    // Sorted first: sorting moves the listings, and the test reads the columns where they are now.
    const { grid } = this.sorted();
    const test = this.compile(criteria, only);
    if (test === undefined) return;
    const box = criteria.box;
    if (box === undefined || box.left > box.right) {
      const candidates = this.candidates(criteria);
      // The bitmaps settle every condition but these; when none is asked, a set bit is a match.
      const settled = criteria.ring === undefined && criteria.openHouse === undefined && only === undefined;
      forEachSet(candidates, settled ? visit : (slot) => test(slot) && visit(slot));
      return;
    }
    const [rowLow, rowHigh] = grid.rows(box.bottom, box.top);
    const [columnLow, columnHigh] = grid.columns(box.left, box.right);
    for (let row = rowLow; row <= rowHigh; row++) {
      const end = grid.start[row * grid.width + columnHigh + 1] as number;
      for (let slot = grid.start[row * grid.width + columnLow] as number; slot < end; slot++) {
        if (test(slot)) visit(slot);
      }
    }
  }

  /**
   * The live slots passing the type, status, sub-type, place, range, listing-date and feature
   * conditions, as the AND of one bitmap per condition. Each condition's bitmap is worked out once (a
   * pass over every listing) and kept until the next change, so a search over all of Texas costs a few
   * thousand word operations plus its matches, where testing every listing cost milliseconds; the
   * screens offer a few dozen values per filter, so the same conditions come back again and again.
   */
  private candidates(criteria: ListingsCriteria): Bitmap {
    const propertyType = this.codes.get(criteria.propertyType) ?? -1;
    const codesOf = (values: readonly string[]) =>
      values
        .map((value) => this.codes.get(value) ?? -1)
        .filter((code) => code >= 0)
        .sort((a, b) => a - b);
    const statuses = codesOf(criteria.statuses);
    const parts = [
      this.bitmap(
        `type ${propertyType}`,
        (slot) => this.live[slot] === 1 && this.propertyType[slot] === propertyType,
      ),
      this.bitmap(`status ${statuses.join(',')}`, (slot) => statuses.includes(this.status[slot] as number)),
    ];
    if (criteria.subTypes) {
      const subTypes = codesOf(criteria.subTypes);
      parts.push(
        this.bitmap(`sub-type ${subTypes.join(',')}`, (slot) =>
          subTypes.includes(this.subType[slot] as number),
        ),
      );
    }
    for (const { column, value } of criteria.places) {
      const values = this.places[PLACE_COLUMNS.indexOf(column)] as Int32Array;
      const code = this.codes.get(value) ?? -2;
      parts.push(this.bitmap(`${column} ${code}`, (slot) => values[slot] === code));
    }
    for (const { column, min, max } of criteria.ranges) {
      const values = this.ranges[RANGE_COLUMNS.indexOf(column)] as Float64Array;
      if (min !== undefined)
        parts.push(this.bitmap(`${column} >= ${min}`, (slot) => (values[slot] as number) >= min));
      if (max !== undefined)
        parts.push(this.bitmap(`${column} <= ${max}`, (slot) => (values[slot] as number) <= max));
    }
    if (criteria.listedSince !== undefined) {
      const since = dayNumber(criteria.listedSince);
      parts.push(this.bitmap(`listed ${since}`, (slot) => (this.listDay[slot] as number) >= since));
    }
    const flags =
      (criteria.ourListings ? FLAG_OURS : 0) |
      (criteria.primaryBedOnMain ? FLAG_PRIMARY_BED_ON_MAIN : 0) |
      (criteria.fireplace ? FLAG_FIREPLACE : 0) |
      (criteria.accessibility ? FLAG_ACCESSIBILITY : 0);
    if (flags !== 0)
      parts.push(this.bitmap(`flags ${flags}`, (slot) => ((this.flags[slot] as number) & flags) === flags));
    return allOf(parts);
  }

  /** The condition `name`'s bitmap over the slots in use, worked out by `has` when not kept. */
  private bitmap(name: string, has: (slot: number) => boolean): Bitmap {
    const { bitmaps } = this.sorted();
    let bitmap = bitmaps.get(name);
    if (bitmap === undefined) {
      // Bounded: 12.5 KB each at 100,000 listings. Starting over is cheap next to any search.
      if (bitmaps.size >= MAX_BITMAPS) bitmaps.clear();
      bitmap = bitmapOf(this.used, has);
      bitmaps.set(name, bitmap);
    }
    return bitmap;
  }

  /**
   * Calls `visit(position, slot)` with every live slot in `sort` order, `position` being its place in
   * the order's permutation (what `dateRank` or `priceRank` holds), until `visit` answers false.
   */
  private inOrder(
    sort: ListingsSortBy,
    { byDate, byPrice, pricedCount }: Orders,
    visit: (position: number, slot: number) => boolean,
  ): void {
    if (sort === 'newest') {
      for (let i = 0; i < byDate.length; i++) if (!visit(i, byDate[i] as number)) return;
    } else if (sort === 'oldest') {
      for (let i = byDate.length - 1; i >= 0; i--) if (!visit(i, byDate[i] as number)) return;
    } else if (sort === 'low-to-high') {
      for (let i = 0; i < byPrice.length; i++) if (!visit(i, byPrice[i] as number)) return;
    } else {
      // Price DESC NULLS LAST, key DESC: the priced part backwards, then the unpriced part backwards.
      for (let i = pricedCount - 1; i >= 0; i--) if (!visit(i, byPrice[i] as number)) return;
      for (let i = byPrice.length - 1; i >= pricedCount; i--) if (!visit(i, byPrice[i] as number)) return;
    }
  }

  /** The orders of the live slots, sorted again after any change. */
  private sorted(): Orders {
    if (this.orders) return this.orders;
    const live = new Int32Array(this.slotOf.size);
    let n = 0;
    for (let slot = 0; slot < this.used; slot++) if (this.live[slot] === 1) live[n++] = slot;
    // The listings move to the grid's order, so a box reads whole runs of memory, not scattered slots.
    const grid = Grid.of(live, this.latitude, this.longitude);
    this.reorder(grid.order);
    const slots = new Int32Array(n).map((_, i) => i);
    const { key, listDay, price } = this;
    const byDate = slots
      .slice()
      .sort(
        (a, b) => (listDay[b] as number) - (listDay[a] as number) || (key[b] as number) - (key[a] as number),
      );
    const byPrice = slots.slice().sort((a, b) => {
      const pa = price[a] as number;
      const pb = price[b] as number;
      if (Number.isNaN(pa) !== Number.isNaN(pb)) return Number.isNaN(pa) ? 1 : -1;
      return (Number.isNaN(pa) ? 0 : pa - pb) || (key[a] as number) - (key[b] as number);
    });
    let pricedCount = 0;
    while (pricedCount < byPrice.length && !Number.isNaN(price[byPrice[pricedCount] as number]))
      pricedCount++;
    const dateRank = new Int32Array(this.capacity);
    const priceRank = new Int32Array(this.capacity);
    byDate.forEach((slot, position) => {
      dateRank[slot] = position;
    });
    byPrice.forEach((slot, position) => {
      priceRank[slot] = position;
    });
    this.orders = {
      byDate,
      byPrice,
      pricedCount,
      dateRank,
      priceRank,
      grid,
      bitmaps: new Map(),
    };
    this.marks = new Int32Array(slots.length);
    this.stamp = 0;
    return this.orders;
  }

  /** A number no mark of an earlier search holds: marks need no clearing between searches. */
  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    return this.stamp;
  }

  private changed(): void {
    this.orders = undefined;
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

  /** 1 at the dictionary number of each of `values`, by number; values no listing has match nothing. */
  private lookup(values: readonly string[]): Uint8Array {
    const table = new Uint8Array(this.strings.length);
    for (const value of values) {
      const code = this.codes.get(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }

  private grow(capacity: number): void {
    this.replaceColumns((column) => {
      const wider = new (column.constructor as new (length: number) => typeof column)(capacity);
      wider.set(column);
      return wider;
    });
    this.capacity = capacity;
  }

  /** Moves the listings so that slot i holds what slot `order[i]` held; the slots past them are free. */
  private reorder(order: Int32Array): void {
    this.replaceColumns((column) => {
      const moved = new (column.constructor as new (length: number) => typeof column)(this.capacity);
      for (let i = 0; i < order.length; i++) moved[i] = column[order[i] as number] as number;
      return moved;
    });
    this.addresses = Array.from(order, (slot) => this.addresses[slot] ?? null);
    this.openDays = Array.from(order, (slot) => this.openDays[slot]);
    this.slotOf.clear();
    for (let slot = 0; slot < order.length; slot++) this.slotOf.set(this.key[slot] as number, slot);
    this.used = order.length;
    this.free.length = 0;
  }

  private replaceColumns(replace: (column: Column) => Column): void {
    this.live = replace(this.live) as Uint8Array;
    this.key = replace(this.key) as Float64Array;
    this.status = replace(this.status) as Int32Array;
    this.propertyType = replace(this.propertyType) as Int32Array;
    this.subType = replace(this.subType) as Int32Array;
    this.price = replace(this.price) as Float64Array;
    this.listDay = replace(this.listDay) as Int32Array;
    this.latitude = replace(this.latitude) as Float64Array;
    this.longitude = replace(this.longitude) as Float64Array;
    this.latitudeE6 = replace(this.latitudeE6) as Int32Array;
    this.longitudeE6 = replace(this.longitudeE6) as Int32Array;
    this.flags = replace(this.flags) as Uint8Array;
    this.revision = replace(this.revision) as Float64Array;
    this.places.forEach((column, i) => {
      this.places[i] = replace(column) as Int32Array;
    });
    this.ranges.forEach((column, i) => {
      this.ranges[i] = replace(column) as Float64Array;
    });
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

/**
 * Degrees in millionths, rounded half to even as PostgreSQL's round(float8) does, so a pin sits where
 * it did when the database rounded it (about 0.1 m; listings at one spot share a pin).
 */
function microdegrees(degrees: number): number {
  const scaled = degrees * 1e6;
  const floor = Math.floor(scaled);
  const rest = scaled - floor;
  if (rest !== 0.5) return rest < 0.5 ? floor : floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}
