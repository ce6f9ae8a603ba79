/** Cell side in degrees: a metro view at zoom 10 spans about 20 × 22 cells, a street view one or two. */
const CELL = 0.05;

/**
 * Listings bucketed by a grid of `CELL`-degree cells over (nearly) their bounding box, row by row from the
 * south-west, so that a box visits about the listings inside it instead of all of Texas. `order` lists
 * the slots cell by cell; once the index has moved its listings into that order, the listings of a row's
 * run of cells are the contiguous slots `start[first]` to `start[last + 1]`. Built by counting sort.
 */
export class Grid {
  private constructor(
    /** The slots given, ordered by cell. */
    readonly order: Int32Array,
    /** Where each cell's listings begin in `order` (one entry more than there are cells). */
    readonly start: Int32Array,
    readonly width: number,
    private readonly height: number,
    private readonly south: number,
    private readonly west: number,
  ) {}

  static of(slots: Int32Array, latitude: Float64Array, longitude: Float64Array): Grid {
    const [south, north] = spread(Float64Array.from(slots, (slot) => latitude[slot] as number));
    const [west, east] = spread(Float64Array.from(slots, (slot) => longitude[slot] as number));
    const height = Math.floor((north - south) / CELL) + 1;
    const width = Math.floor((east - west) / CELL) + 1;
    const cellOf = (slot: number) =>
      cellAt(latitude[slot] as number, south, height) * width +
      cellAt(longitude[slot] as number, west, width);
    const start = new Int32Array(width * height + 1);
    for (const slot of slots) (start[cellOf(slot) + 1] as number)++;
    for (let cell = 0; cell < width * height; cell++) {
      start[cell + 1] = (start[cell + 1] as number) + (start[cell] as number);
    }
    const next = start.slice(0, width * height);
    const ordered = new Int32Array(slots.length);
    for (const slot of slots) {
      const cell = cellOf(slot);
      ordered[next[cell] as number] = slot;
      next[cell] = (next[cell] as number) + 1;
    }
    return new Grid(ordered, start, width, height, south, west);
  }

  /** The rows a latitude range overlaps, clamped to the grid (an empty range when outside it). */
  rows(bottom: number, top: number): [number, number] {
    return this.span(bottom, top, this.south, this.height);
  }

  /** The columns a longitude range (west to east) overlaps, clamped to the grid. */
  columns(left: number, right: number): [number, number] {
    return this.span(left, right, this.west, this.width);
  }

  /**
   * Clamped, never empty: listings beyond the grid's edges sit in its edge cells, so a range reaching
   * past an edge (or lying wholly beyond it) still visits them. The same floor and clamp place listings,
   * and both are monotonic, so a listing within a range always lies within the cells it spans.
   */
  private span(low: number, high: number, origin: number, cells: number): [number, number] {
    return [cellAt(low, origin, cells), cellAt(high, origin, cells)];
  }
}

/** The cell along one axis that `value` falls in, counted from `origin`, clamped to the grid. */
function cellAt(value: number, origin: number, cells: number): number {
  return Math.min(cells - 1, Math.max(0, Math.floor((value - origin) / CELL)));
}

/**
 * The range the grid spans: from the 0.1th to the 99.9th percentile of `values`, so that a stray
 * coordinate (0, 0; latitude and longitude swapped) cannot stretch it to millions of cells. Stray
 * listings go to the edge cells and are still tested one by one. An empty index gets one cell at 0.
 */
function spread(values: Float64Array): [number, number] {
  if (values.length === 0) return [0, 0];
  values.sort();
  const at = (share: number) => values[Math.floor(share * (values.length - 1))] as number;
  return [at(0.001), at(0.999)];
}
