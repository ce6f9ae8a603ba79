/**
 * Builds the production bundle and holds it to its budgets (gzip bytes, from dist/size-report.json).
 * Budgets count what a page fetches as soon as a widget loads; code only ever `import()`ed (the map, its
 * engine and geography, the regions picture) is fetched when first needed and is listed, not counted.
 * The map engine may only ever load lazily, so no file a widget loads up front may contain it.
 */
import { readFileSync } from 'node:fs';
import { buildBundle, type SizeRow } from '../esbuild.config';

const KB = 1024;
/** Budgets in gzip bytes (and files); README "Bundle budgets" states the same numbers. */
export const BUDGETS = {
  loader: 2 * KB,
  /**
   * The chunk every widget loads up front, which holds the code two or more widgets load up front
   * (scripts/support/shared-up-front-chunk.ts): React, the store, ky, valibot, the contract, the English
   * catalog, the cards, the filters and the search; esbuild's runtime helpers (0.5 KB) sit in a file
   * beside it and count here too. React DOM alone is ≈ 62 KB; the Spanish catalog is fetched only by
   * Spanish pages (src/lib/i18n/catalogs.ts). Until 27 Nov 2026 this code came in ~100 chunks, 70 of them
   * on /listings, with a budget of 109 KB for the part every widget shared and 50 KB (61 KB for
   * <bb-listings>) for each widget's share of the rest.
   */
  shared: 160 * KB,
  /** What one widget fetches up front beyond the shared chunk: its entry and the chunks only it loads. */
  widget: 20 * KB,
  /**
   * Files one widget fetches up front, shared chunk included: a phone's parser queues each preload, and
   * over HTTP/1.1 six at a time go ahead of the photos.
   */
  files: 8,
} as const;

const rows: SizeRow[] = await buildBundle({ quiet: false });
const failures: string[] = [];
const kb = (bytes: number, digits: number) => `${(bytes / KB).toFixed(digits)} KB`;
const check = (what: string, value: number, budget: number, unit: 'gzip' | 'files' = 'gzip') => {
  const line =
    unit === 'gzip' ? `${what}: ${kb(value, 1)} of ${kb(budget, 0)}` : `${what}: ${value} of ${budget}`;
  console.info(`${value <= budget ? '  ok ' : '  OVER'} ${line}`);
  if (value > budget) failures.push(line);
};

const gzipOf = (list: SizeRow[]) => list.reduce((sum, row) => sum + row.gzip, 0);
const chunks = rows.filter((row) => row.kind === 'chunk');
const widgetCount = rows.filter((row) => row.kind === 'widget').length;
// The base every widget stands on; the rest of what a widget fetches up front is its own weight.
const everyWidgets = (chunk: SizeRow) => (chunk.loadedBy?.length ?? 0) === widgetCount;
for (const row of rows) {
  if (row.kind === 'loader') check('loader bluebonnet.js', row.gzip, BUDGETS.loader);
  if (row.kind === 'widget') {
    const loaded = chunks.filter((chunk) => chunk.loadedBy?.includes(row.tag ?? ''));
    const own = loaded.filter((chunk) => !everyWidgets(chunk));
    check(`<${row.tag}> own code`, row.gzip + gzipOf(own), BUDGETS.widget);
    check(`<${row.tag}> files up front`, 1 + loaded.length, BUDGETS.files, 'files');
  }
}
check('shared chunk', gzipOf(chunks.filter(everyWidgets)), BUDGETS.shared);

for (const row of rows.filter((r) => r.kind === 'widget' || r.kind === 'chunk' || r.kind === 'loader')) {
  const code = readFileSync(`dist/${row.file}`, 'utf8');
  // maplibre's and mapbox's bundles both carry these names in their code and licence banners.
  if (/MapLibre GL JS|mapbox-gl/.test(code)) {
    failures.push(`${row.file} holds the map engine, which must load only when a map is shown`);
  }
  // It runs on every page at once: V8 compiles it whole as it loads (scripts/support/add-compile-hint.ts).
  if (row.kind === 'chunk' && everyWidgets(row) && !code.startsWith('//# allFunctionsCalledOnLoad')) {
    failures.push(`${row.file} is loaded by every widget and lacks the compile hint`);
  }
}

if (failures.length > 0) {
  console.error(`\nBundle over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('\nBundle within budget.');
