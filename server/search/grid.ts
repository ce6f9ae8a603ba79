/** Cell side in degrees: a metro view at zoom 10 spans about 20 × 22 cells, a street view one or two. */
const CELL = 0.05;

/**
 * Listings bucketed by a grid of `CELL`-degree cells over their own bounding box, row by row from the
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
    // An empty index gets one cell at the origin.
    let [south, north, west, east] = slots.length === 0 ? [0, 0, 0, 0] : [180, -180, 360, -360];
    for (const slot of slots) {
      const lat = latitude[slot] as number;
      const lng = longitude[slot] as number;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
      if (lng < west) west = lng;
      if (lng > east) east = lng;
    }
    const height = Math.floor((north - south) / CELL) + 1;
    const width = Math.floor((east - west) / CELL) + 1;
    const cellOf = (slot: number) =>
      Math.floor(((latitude[slot] as number) - south) / CELL) * width +
      Math.floor(((longitude[slot] as number) - west) / CELL);
    const start = new Int32Array(width * height + 1);
    for (const slot of slots) (start[cellOf(slot) + 1] as number)++;
    for (let cell = 0; cell < width * height; cell++)
      start[cell + 1] = (start[cell + 1] as number) + (start[cell] as number);
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

  private span(low: number, high: number, origin: number, cells: number): [number, number] {
    const first = Math.max(0, Math.floor((low - origin) / CELL));
    const last = Math.min(cells - 1, Math.floor((high - origin) / CELL));
    return first > last ? [1, 0] : [first, last];
  }
}
