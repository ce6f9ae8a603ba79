import type { ListingsSortBy } from '../../src/contract';
import type { AddressSuggestion } from '../db/queries/search-address-columns';
import { AddressSuggestions } from './address-suggestions';
import { forEachSet } from './bitmap';
import { conditionBitmap } from './condition-bitmaps';
import type { IndexedListing } from './indexed-listing';
import { ListingColumns } from './listing-columns';
import { type Orders, orderListings } from './listing-orders';
import { listingTest, type OnlyKeys } from './listing-test';
import type { ListingsCriteria } from './listings-criteria';
import type { PinRows } from './pin-rows';

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

/** The listings a map shows for a match. */
export interface IndexedPins {
  /** Every listing of the match, although at most `cap` are listed. */
  total: number;
  rows: PinRows;
}

/**
 * Versions are numbered across every index of the process, so neither two versions of a listing nor two
 * states of the listings ever share one.
 */
let lastVersion = 0;

/**
 * Every listing's searchable values in memory (`ListingColumns`), so that a search reads typed arrays
 * instead of asking the database for each page: PGlite runs one statement at a time in WebAssembly, and
 * counting a metro's matches for every page of every visitor was most of the server's work (issue 3).
 *
 * The conditions are those of `listingsCriteria` (a test holds the index to the SQL of `listingsWhere`).
 * A search with a map box looks only at the listings in the grid cells the box overlaps; one without
 * ANDs the cached bitmaps of its conditions. Either way it counts the matches, takes their price range
 * and marks each match at its position in the chosen order; the page is then read off the marks in
 * order, so no match is ever sorted. The orders (`orderListings`) are worked out again by the first
 * search that follows a change.
 */
export class ListingIndex {
  private readonly columns = new ListingColumns();
  private readonly suggestions = new AddressSuggestions();
  private orders: Orders | undefined;
  /** Per position of an order: the stamp of the last search that matched the listing there. */
  private marks = new Int32Array(0);
  private stamp = 0;

  /**
   * A number that changes with every listing added, replaced or removed, and differs between indexes:
   * what answers worked out from the listings may be kept under.
   */
  version = ++lastVersion;

  /** How many listings the index holds. */
  get size(): number {
    return this.columns.size;
  }

  /** Adds the listing, or replaces what the index held under its key. */
  upsert(listing: IndexedListing): void {
    this.version = ++lastVersion;
    this.columns.upsert(listing, this.version);
    this.suggestions.upsert(listing);
    this.orders = undefined;
  }

  /** Forgets the listing with this key (nothing when there is none). */
  remove(key: number): void {
    if (!this.columns.remove(key)) return;
    this.suggestions.remove(key);
    this.version = ++lastVersion;
    this.orders = undefined;
  }

  /**
   * A number that changes whenever the listing with this key is written again (undefined: no such
   * listing), for caches of what the database says of it.
   */
  revisionOf(key: number): number | undefined {
    const slot = this.columns.slot(key);
    return slot === undefined ? undefined : this.columns.revision[slot];
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
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const { orders, stamp, slots } = this.mark(criteria, sort, only, (value) => {
      // NaN (no price) fails every comparison, as NULL does in SQL's min and max.
      if (value < min) min = value;
      if (value > max) max = value;
    });
    const page = offset < slots.length ? this.marked(sort, orders, stamp, offset, limit) : [];
    return {
      total: slots.length,
      min: min === Number.POSITIVE_INFINITY ? null : min,
      max: max === Number.NEGATIVE_INFINITY ? null : max,
      keys: page.map((slot) => this.columns.key[slot] as number),
    };
  }

  /**
   * The listings matching `criteria`, price included, as map pins; beyond `cap`, the first in `sort`
   * order. The rows are in `byPlace` order, so listings at one coordinate are neighbours.
   */
  pins(
    criteria: ListingsCriteria,
    sort: ListingsSortBy,
    cap: number,
    only: OnlyKeys = undefined,
  ): IndexedPins {
    const { orders, stamp, slots } = this.mark(criteria, sort, only);
    // Too many to show: the first `cap` of the list's order, the ones its first pages show.
    const shown = slots.length <= cap ? slots : this.marked(sort, orders, stamp, 0, cap);
    return {
      total: slots.length,
      rows: this.pinRows(inPlaceOrder(orders, this.marks, this.nextStamp(), shown)),
    };
  }

  /** Works out now what the first search or suggestion after a change would otherwise wait for. */
  prepare(): void {
    this.sorted();
    this.suggestions.prepare();
  }

  /** The address suggestions for typed `key`: see `AddressSuggestions.addresses`. */
  suggestAddresses(key: string, limit: number, today: number): AddressSuggestion[] {
    return this.suggestions.addresses(key, limit, today);
  }

  /** The MLS-number suggestions for typed `key`: see `AddressSuggestions.mlsNumbers`. */
  suggestMlsNumbers(key: string, limit: number, today: number): AddressSuggestion[] {
    return this.suggestions.mlsNumbers(key, limit, today);
  }

  /** What map pins show of these slots, in their order. */
  private pinRows(slots: Int32Array): PinRows {
    const { columns } = this;
    const { length } = slots;
    const rows: PinRows = {
      length,
      lat: new Int32Array(length),
      lng: new Int32Array(length),
      key: new Float64Array(length),
      price: new Float64Array(length),
      status: new Int32Array(length),
      house: new Array<string>(length),
      street: new Int32Array(length),
      unit: new Array<string>(length),
      statusName: (code) => columns.stringOf(code),
      streetName: (code) => columns.streetName(code),
    };
    for (let i = 0; i < length; i++) {
      const slot = slots[i] as number;
      rows.lat[i] = columns.latitudeE6[slot] as number;
      rows.lng[i] = columns.longitudeE6[slot] as number;
      rows.key[i] = columns.key[slot] as number;
      rows.price[i] = columns.price[slot] as number;
      rows.status[i] = columns.status[slot] as number;
      rows.house[i] = columns.house[slot] as string;
      rows.street[i] = columns.street[slot] as number;
      rows.unit[i] = columns.unit[slot] as string;
    }
    return rows;
  }

  /**
   * Finds the listings matching `criteria` (and `only`), price included, and marks each at its position
   * in `sort`'s order with a fresh stamp; `seePrice` is shown the price of every listing passing the
   * other conditions (what the price range spans).
   */
  private mark(
    criteria: ListingsCriteria,
    sort: ListingsSortBy,
    only: OnlyKeys,
    seePrice: (price: number) => void = () => {},
  ): { orders: Orders; stamp: number; slots: number[] } {
    const orders = this.sorted();
    const rank = sort === 'newest' || sort === 'oldest' ? orders.dateRank : orders.priceRank;
    const stamp = this.nextStamp();
    const { marks } = this;
    const { price } = this.columns;
    const { low, high, unbounded } = priceBounds(criteria);
    const slots: number[] = [];
    this.scan(orders, criteria, only, (slot) => {
      const value = price[slot] as number;
      seePrice(value);
      if (!unbounded && !(value >= low && value <= high)) return;
      marks[rank[slot] as number] = stamp;
      slots.push(slot);
    });
    return { orders, stamp, slots };
  }

  /** The marked slots in `sort` order, skipping the first `skip` and taking at most `take`. */
  private marked(sort: ListingsSortBy, orders: Orders, stamp: number, skip: number, take: number): number[] {
    const { marks } = this;
    const taken: number[] = [];
    let seen = 0;
    inOrder(sort, orders, (position, slot) => {
      if (marks[position] !== stamp) return true;
      seen += 1;
      if (seen > skip) taken.push(slot);
      return taken.length < take;
    });
    return taken;
  }

  /** Calls `visit` with every live slot passing every condition but the price. */
  private scan(
    orders: Orders,
    criteria: ListingsCriteria,
    only: OnlyKeys,
    visit: (slot: number) => void,
  ): void {
    const test = listingTest(this.columns, criteria, only);
    if (test === undefined) return;
    const box = criteria.box;
    if (box === undefined || box.left > box.right) {
      const candidates = conditionBitmap(this.columns, orders.bitmaps, criteria);
      // The bitmaps settle every condition but these (a box across the antimeridian included); when
      // none is asked, a set bit is a match.
      const settled =
        box === undefined &&
        criteria.ring === undefined &&
        criteria.openHouse === undefined &&
        only === undefined;
      forEachSet(candidates, settled ? visit : (slot) => test(slot) && visit(slot));
      return;
    }
    const { grid } = orders;
    const [rowLow, rowHigh] = grid.rows(box.bottom, box.top);
    const [columnLow, columnHigh] = grid.columns(box.left, box.right);
    for (let row = rowLow; row <= rowHigh; row++) {
      const end = grid.start[row * grid.width + columnHigh + 1] as number;
      for (let slot = grid.start[row * grid.width + columnLow] as number; slot < end; slot++) {
        if (test(slot)) visit(slot);
      }
    }
  }

  /** The orders of the live listings, worked out again after any change (which moves the listings). */
  private sorted(): Orders {
    if (this.orders) return this.orders;
    this.orders = orderListings(this.columns);
    this.marks = new Int32Array(this.columns.size);
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
}

/**
 * Calls `visit(position, slot)` with every live slot in `sort` order, `position` being its place in the
 * order's permutation (what `dateRank` or `priceRank` holds), until `visit` answers false.
 */
function inOrder(
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

/**
 * `slots` in `byPlace` order, without a sort: each is marked at its place in that order, and the marks
 * are read from the first place to the last. That span is about the listings within the latitudes of
 * the map's view, and a read of a mark costs far less than a comparison.
 */
function inPlaceOrder(
  { byPlace, placeRank }: Orders,
  marks: Int32Array,
  stamp: number,
  slots: number[],
): Int32Array {
  let first = byPlace.length;
  let last = -1;
  for (const slot of slots) {
    const place = placeRank[slot] as number;
    marks[place] = stamp;
    if (place < first) first = place;
    if (place > last) last = place;
  }
  const ordered = new Int32Array(slots.length);
  let n = 0;
  for (let place = first; place <= last; place++) {
    if (marks[place] === stamp) ordered[n++] = byPlace[place] as number;
  }
  return ordered;
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
