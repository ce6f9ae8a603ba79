import { splitPinAddress } from '../../src/contract';
import { type IndexedListing, PLACE_COLUMNS, RANGE_COLUMNS } from './indexed-listing';
import type { ListingsCriteria } from './listings-criteria';
import { StringCodes } from './string-codes';

const FLAG_OURS = 1;
const FLAG_PRIMARY_BED_ON_MAIN = 2;
const FLAG_FIREPLACE = 4;
const FLAG_ACCESSIBILITY = 8;

const INITIAL_CAPACITY = 1024;

type Column = Uint8Array | Int32Array | Float64Array;

/**
 * The listings' searchable values, column by column, one slot per listing: what the search index reads.
 * Typed arrays, because a search may read a column for every listing; strings are stored as numbers of
 * one dictionary (`code`). A removed listing's slot is marked dead and reused; `reorder` packs the live
 * slots into a chosen order (the index's grid order).
 */
export class ListingColumns {
  /** Slots in use so far, live or dead. */
  used = 0;
  private capacity = 0;
  private readonly free: number[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly dictionary = new StringCodes();
  /** The street names of `street`, apart from the dictionary so a search's lookups stay small. */
  private readonly streetNames = new StringCodes();

  live: Uint8Array = new Uint8Array(0);
  key: Float64Array = new Float64Array(0);
  status: Int32Array = new Int32Array(0);
  propertyType: Int32Array = new Int32Array(0);
  subType: Int32Array = new Int32Array(0);
  /** NaN where the listing has no price. */
  price: Float64Array = new Float64Array(0);
  listDay: Int32Array = new Int32Array(0);
  latitude: Float64Array = new Float64Array(0);
  longitude: Float64Array = new Float64Array(0);
  /** The coordinates in millionths of a degree, as map pins carry them. */
  latitudeE6: Int32Array = new Int32Array(0);
  longitudeE6: Int32Array = new Int32Array(0);
  /** FLAG_* bits of the listing's features (see `askedFlags`). */
  flags: Uint8Array = new Uint8Array(0);
  /** The index version the listing was last written at. */
  revision: Float64Array = new Float64Array(0);
  /** By `PLACE_COLUMNS`: the place's dictionary number, -1 for none. */
  readonly places: Int32Array[] = PLACE_COLUMNS.map(() => new Int32Array(0));
  /** By `RANGE_COLUMNS`: the value, NaN for none. */
  readonly ranges: Float64Array[] = RANGE_COLUMNS.map(() => new Float64Array(0));
  /**
   * The street line in the parts a map pin carries (`splitPinAddress`): the street's number (see
   * `streetName`), -1 where the address may not be displayed, and the house and unit ('' for none). Numbers and flat
   * arrays rather than an object per listing: a metro's pins read 18,000 of them, and scattered objects
   * made that read cost more than the rest of the answer.
   */
  street: Int32Array = new Int32Array(0);
  house: string[] = [];
  unit: string[] = [];
  /** Open-house days, or undefined for none. */
  openDays: (Int32Array | undefined)[] = [];

  constructor() {
    this.grow(INITIAL_CAPACITY);
  }

  /** How many listings are held. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Writes the listing into its slot (a new one for a new key), marked with `revision`. */
  upsert(listing: IndexedListing, revision: number): void {
    let slot = this.slotOf.get(listing.key);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.used++;
      if (slot >= this.capacity) this.grow(this.capacity * 2);
      this.slotOf.set(listing.key, slot);
    }
    this.live[slot] = 1;
    this.key[slot] = listing.key;
    this.revision[slot] = revision;
    this.status[slot] = this.code(listing.status);
    this.propertyType[slot] = this.code(listing.propertyType);
    this.subType[slot] = this.code(listing.subType);
    this.price[slot] = listing.price ?? Number.NaN;
    this.listDay[slot] = listing.listDay;
    this.latitude[slot] = listing.latitude;
    this.longitude[slot] = listing.longitude;
    this.latitudeE6[slot] = microdegrees(listing.latitude);
    this.longitudeE6[slot] = microdegrees(listing.longitude);
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
    const parts = listing.address === null ? null : splitPinAddress(listing.address);
    this.street[slot] = parts === null ? -1 : this.streetNames.code(parts.street);
    this.house[slot] = parts?.house ?? '';
    this.unit[slot] = parts?.unit ?? '';
    this.openDays[slot] = listing.openDays.length > 0 ? Int32Array.from(listing.openDays) : undefined;
  }

  /** Marks the listing with this key dead; false when there is none. */
  remove(key: number): boolean {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return false;
    this.slotOf.delete(key);
    this.live[slot] = 0;
    this.house[slot] = '';
    this.unit[slot] = '';
    this.openDays[slot] = undefined;
    this.free.push(slot);
    return true;
  }

  /** The slot of the listing with this key, if any. */
  slot(key: number): number | undefined {
    return this.slotOf.get(key);
  }

  /** The live slots, in slot order. */
  liveSlots(): Int32Array {
    const slots = new Int32Array(this.slotOf.size);
    let n = 0;
    for (let slot = 0; slot < this.used; slot++) if (this.live[slot] === 1) slots[n++] = slot;
    return slots;
  }

  /** The dictionary number of `value`; undefined when no listing has it. */
  codeOf(value: string): number | undefined {
    return this.dictionary.codeOf(value);
  }

  /** The string of a dictionary number. */
  stringOf(code: number): string {
    return this.dictionary.stringOf(code);
  }

  /** The street name of a number of the `street` column. */
  streetName(code: number): string {
    return this.streetNames.stringOf(code);
  }

  /** 1 at the dictionary number of each of `values`, by number; values no listing has match nothing. */
  lookup(values: readonly string[]): Uint8Array {
    const table = new Uint8Array(this.dictionary.size);
    for (const value of values) {
      const code = this.dictionary.codeOf(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }

  /** Moves the listings so that slot i holds what slot `order[i]` held; the slots past them are free. */
  reorder(order: Int32Array): void {
    this.replaceColumns((column) => {
      const moved = new (column.constructor as new (length: number) => typeof column)(this.capacity);
      for (let i = 0; i < order.length; i++) moved[i] = column[order[i] as number] as number;
      return moved;
    });
    this.house = Array.from(order, (slot) => this.house[slot] ?? '');
    this.unit = Array.from(order, (slot) => this.unit[slot] ?? '');
    this.openDays = Array.from(order, (slot) => this.openDays[slot]);
    this.slotOf.clear();
    for (let slot = 0; slot < order.length; slot++) this.slotOf.set(this.key[slot] as number, slot);
    this.used = order.length;
    this.free.length = 0;
  }

  private code(value: string): number {
    return this.dictionary.code(value);
  }

  private grow(capacity: number): void {
    this.replaceColumns((column) => {
      const wider = new (column.constructor as new (length: number) => typeof column)(capacity);
      wider.set(column);
      return wider;
    });
    this.capacity = capacity;
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
    this.street = replace(this.street) as Int32Array;
    this.revision = replace(this.revision) as Float64Array;
    this.places.forEach((column, i) => {
      this.places[i] = replace(column) as Int32Array;
    });
    this.ranges.forEach((column, i) => {
      this.ranges[i] = replace(column) as Float64Array;
    });
  }
}

/** The FLAG_* bits a search asks every match to have. */
export function askedFlags(criteria: ListingsCriteria): number {
  return (
    (criteria.ourListings ? FLAG_OURS : 0) |
    (criteria.primaryBedOnMain ? FLAG_PRIMARY_BED_ON_MAIN : 0) |
    (criteria.fireplace ? FLAG_FIREPLACE : 0) |
    (criteria.accessibility ? FLAG_ACCESSIBILITY : 0)
  );
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
