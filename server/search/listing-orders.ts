import type { Bitmap } from './bitmap';
import { Grid } from './grid';
import type { ListingColumns } from './listing-columns';

/** The live listings in the orders a search walks, and where each stands in them. */
export interface Orders {
  /** Newest first (list_date DESC, key DESC); oldest is its reverse. */
  byDate: Int32Array;
  /** Price ascending then key, priced first; `pricedCount` of them have a price. */
  byPrice: Int32Array;
  pricedCount: number;
  /**
   * South to north, then west to east, then by key: the order pins are answered in, so listings at one
   * coordinate are neighbours.
   */
  byPlace: Int32Array;
  /** By slot: its position in `byDate`, `byPrice` and `byPlace`. */
  dateRank: Int32Array;
  priceRank: Int32Array;
  placeRank: Int32Array;
  grid: Grid;
  /** The bitmaps of the conditions asked since the last change, by condition (see `conditionBitmap`). */
  bitmaps: Map<string, Bitmap>;
}

/**
 * Lays the live listings of `columns` out in grid order (so a map view reads contiguous memory, not
 * scattered slots) and sorts them in the list's orders: SPEC §2's sorts, with the key breaking ties so
 * pages never overlap and capped pins are the first listings of the list's order.
 */
export function orderListings(columns: ListingColumns): Orders {
  const grid = Grid.of(columns.liveSlots(), columns.latitude, columns.longitude);
  columns.reorder(grid.order);
  const slots = new Int32Array(grid.order.length).map((_, i) => i);
  const { key, listDay, price } = columns;
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
  const { latitudeE6, longitudeE6 } = columns;
  const byPlace = slots
    .slice()
    .sort(
      (a, b) =>
        (latitudeE6[a] as number) - (latitudeE6[b] as number) ||
        (longitudeE6[a] as number) - (longitudeE6[b] as number) ||
        (key[a] as number) - (key[b] as number),
    );
  let pricedCount = 0;
  while (pricedCount < byPrice.length && !Number.isNaN(price[byPrice[pricedCount] as number])) pricedCount++;
  return {
    byDate,
    byPrice,
    pricedCount,
    byPlace,
    dateRank: ranks(byDate),
    priceRank: ranks(byPrice),
    placeRank: ranks(byPlace),
    grid,
    bitmaps: new Map(),
  };
}

/** By slot, its position in `order`. */
function ranks(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((slot, position) => {
    rank[slot] = position;
  });
  return rank;
}
