import type { GeoBox } from './map-adapter';

/** Cells across the longer side of a view: finer cells fetch less beyond the view, at more bookkeeping. */
const CELLS_ACROSS = 8;
/** How deep a cell is split to see whether several held areas cover it together. */
const SPLIT_DEPTH = 3;

/**
 * The side in degrees of the grid cells a view's pins are fetched by: the largest 360 / 2^k not above
 * an eighth of the view's longer side. Powers of two of one origin nest, so the cells of a zoomed-in view
 * lie exactly inside those of a zoomed-out one, and every edge is exact in binary floating point.
 */
export function tileSize(view: GeoBox): number {
  const span = Math.max(view.east - view.west, view.north - view.south, 1e-6);
  return 360 / 2 ** Math.max(0, Math.ceil(Math.log2((360 * CELLS_ACROSS) / span)));
}

const contains = (outer: GeoBox, inner: GeoBox) =>
  outer.west <= inner.west &&
  outer.east >= inner.east &&
  outer.south <= inner.south &&
  outer.north >= inner.north;

/** Is `cell` inside the held areas, together if not by one alone (adjacent areas share a cell)? */
function covered(cell: GeoBox, held: readonly GeoBox[], depth: number): boolean {
  if (held.some((area) => contains(area, cell))) return true;
  if (depth === 0) return false;
  const lng = (cell.west + cell.east) / 2;
  const lat = (cell.south + cell.north) / 2;
  return [
    { west: cell.west, east: lng, south: cell.south, north: lat },
    { west: lng, east: cell.east, south: cell.south, north: lat },
    { west: cell.west, east: lng, south: lat, north: cell.north },
    { west: lng, east: cell.east, south: lat, north: cell.north },
  ].every((quarter) => covered(quarter, held, depth - 1));
}

/**
 * The areas whose pins a view still needs, given the areas already `held`: the grid cells (`tileSize`)
 * the view touches that the held areas do not cover, merged into as few rectangles as a pan leaves
 * (cells in runs along each row, then equal runs of neighbouring rows together). A first view is one
 * rectangle a little larger than itself; a pan is the strip that came into view; a zoom in is nothing.
 * The rectangles never overlap one another, and edges are clamped to the globe.
 */
export function tilesToFetch(view: GeoBox, held: readonly GeoBox[]): GeoBox[] {
  const size = tileSize(view);
  const first = { col: Math.floor(view.west / size), row: Math.floor(view.south / size) };
  const last = { col: Math.ceil(view.east / size) - 1, row: Math.ceil(view.north / size) - 1 };
  const cell = (col: number, row: number): GeoBox => ({
    west: col * size,
    east: (col + 1) * size,
    south: row * size,
    north: (row + 1) * size,
  });

  // Runs of missing cells per row, as [first column, last column].
  const runsByRow: [number, number][][] = [];
  for (let row = first.row; row <= Math.max(first.row, last.row); row++) {
    const runs: [number, number][] = [];
    for (let col = first.col; col <= Math.max(first.col, last.col); col++) {
      if (covered(cell(col, row), held, SPLIT_DEPTH)) continue;
      const run = runs.at(-1);
      if (run && run[1] === col - 1) run[1] = col;
      else runs.push([col, col]);
    }
    runsByRow.push(runs);
  }

  // A run continues the rectangle of the same columns that reached the row below; else it starts one.
  const rectangles: { from: number; to: number; firstRow: number; lastRow: number }[] = [];
  runsByRow.forEach((runs, offset) => {
    const row = first.row + offset;
    for (const [from, to] of runs) {
      const below = rectangles.find((r) => r.from === from && r.to === to && r.lastRow === row - 1);
      if (below) below.lastRow = row;
      else rectangles.push({ from, to, firstRow: row, lastRow: row });
    }
  });
  return rectangles.map((r) => ({
    west: Math.max(-180, r.from * size),
    east: Math.min(180, (r.to + 1) * size),
    south: Math.max(-90, r.firstRow * size),
    north: Math.min(90, (r.lastRow + 1) * size),
  }));
}
