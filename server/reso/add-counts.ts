/** Adds every count of `more` into `total` (the report's per-resource tallies). */
export function addCounts<K extends string>(
  total: Record<K, number>,
  more: Readonly<Record<K, number>>,
): void {
  // Object.keys widens to string[]; the keys are those of our own counter object.
  for (const name of Object.keys(total) as K[]) total[name] += more[name];
}
