/** The listings a page shows, as 1-based positions in the whole result: 'Displaying N listings (from to to)'. */
export interface DisplayRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The range of listings on a page (SPEC §4): from = perPage × page − perPage + 1, to = min(perPage × page,
 * total). Page 0 (the "reset" page of the filters) counts as page 1. A page past the end, or an empty
 * result, gives { from: 0, to: 0 }.
 */
export function displayRange(page: number, perPage: number, total: number): DisplayRange {
  const current = Math.max(1, Math.floor(page));
  const from = perPage * current - perPage + 1;
  if (total <= 0 || perPage <= 0 || from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(perPage * current, total) };
}
