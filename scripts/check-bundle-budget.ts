/**
 * Builds the production bundle and holds it to its budgets (gzip bytes, from dist/size-report.json).
 * The map engine may only ever load lazily, so no chunk a widget loads up front may contain it.
 */
import { readFileSync } from 'node:fs';
import { buildBundle, type SizeRow } from '../esbuild.config';

const KB = 1024;
/** Budgets in gzip bytes; README "Bundle budgets" states the same numbers. */
export const BUDGETS = {
  loader: 2 * KB,
  /**
   * Shared chunks (React, the store, ky, valibot, both catalogs) together. React DOM alone is ≈ 62 KB;
   * loading the Spanish catalog only for Spanish pages is the next step towards 80 KB.
   */
  sharedRuntime: 100 * KB,
  /** Any one widget's own entry code. */
  widget: 25 * KB,
} as const;

const rows: SizeRow[] = await buildBundle({ quiet: false });
const failures: string[] = [];
const check = (what: string, gzip: number, budget: number) => {
  const line = `${what}: ${(gzip / KB).toFixed(1)} KB of ${(budget / KB).toFixed(0)} KB`;
  console.info(`${gzip <= budget ? '  ok ' : '  OVER'} ${line}`);
  if (gzip > budget) failures.push(line);
};

for (const row of rows) {
  if (row.kind === 'loader') check('loader bluebonnet.js', row.gzip, BUDGETS.loader);
  if (row.kind === 'widget') check(`<${row.tag}> own code`, row.gzip, BUDGETS.widget);
}
const shared = rows.filter((row) => row.kind === 'chunk').reduce((sum, row) => sum + row.gzip, 0);
check('shared chunks together', shared, BUDGETS.sharedRuntime);

for (const row of rows.filter((r) => r.kind !== 'worker')) {
  const code = readFileSync(`dist/${row.file}`, 'utf8');
  // maplibre's and mapbox's bundles both carry this licence banner.
  if (/MapLibre GL JS|mapbox-gl/.test(code) && !row.file.includes('map')) {
    failures.push(`${row.file} holds the map engine, which must load only when a map is shown`);
  }
}

if (failures.length > 0) {
  console.error(`\nBundle over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('\nBundle within budget.');
