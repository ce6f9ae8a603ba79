/**
 * Builds the production bundle and holds it to its budgets (gzip bytes, from dist/size-report.json).
 * Budgets count what a page fetches as soon as a widget loads; code only ever `import()`ed (the map, its
 * engine and geography, the regions picture) is fetched when first needed and is listed, not counted.
 * The map engine may only ever load lazily, so no file a widget loads up front may contain it.
 */
import { readFileSync } from 'node:fs';
import { buildBundle, type SizeRow } from '../esbuild.config';

const KB = 1024;
/** Budgets in gzip bytes; README "Bundle budgets" states the same numbers. */
export const BUDGETS = {
  loader: 2 * KB,
  /**
   * Chunks every widget loads up front (React, the store, ky, valibot, the English catalog), together.
   * React DOM alone is ≈ 62 KB; the Spanish catalog is fetched only by Spanish pages (src/lib/i18n/catalogs.ts).
   * Raised from 108 KB to 109 KB on 27 Nov 2026: the English catalog carries the texts of the base map,
   * commute, condo popups, tour times and agent profiles (issues 22 and 25); splitting it by screen is
   * what brings this down.
   */
  sharedRuntime: 109 * KB,
  /**
   * What one widget fetches up front beyond the shared chunks: its entry and every other chunk it loads
   * up front (some shared with another widget, such as the listing detail of <bb-listings> and
   * <bb-house>).
   */
  widget: 50 * KB,
  /**
   * The listings screen, over the common widget budget: every filter editor, the side panel, the cards
   * with their hearts, and the saved searches. What a visitor opens on purpose loads with `import()` when
   * first opened and is not counted: the Location panel with its searches (≈ 7 KB), the saved-search
   * dialogs and a client's server list, "My lists" and the note editor. Lowered from 67 KB to 60 KB on
   * 27 Nov 2026 when those moved out (issue 21); 61 KB since the list became the map's view, with the
   * map's frame, the base-map note and the layout-aware filters (issue 22). The Location panel's styles
   * load with it now.
   */
  'bb-listings': 61 * KB,
} as const;

const rows: SizeRow[] = await buildBundle({ quiet: false });
const failures: string[] = [];
const check = (what: string, gzip: number, budget: number) => {
  const line = `${what}: ${(gzip / KB).toFixed(1)} KB of ${(budget / KB).toFixed(0)} KB`;
  console.info(`${gzip <= budget ? '  ok ' : '  OVER'} ${line}`);
  if (gzip > budget) failures.push(line);
};

const widgetBudget = (tag: string | undefined) =>
  tag === 'bb-listings' ? BUDGETS['bb-listings'] : BUDGETS.widget;
const gzipOf = (list: SizeRow[]) => list.reduce((sum, row) => sum + row.gzip, 0);
const chunks = rows.filter((row) => row.kind === 'chunk');
const widgetCount = rows.filter((row) => row.kind === 'widget').length;
// The base every widget stands on; the rest of what a widget fetches up front is its own weight.
const everyWidgets = (chunk: SizeRow) => (chunk.loadedBy?.length ?? 0) === widgetCount;
for (const row of rows) {
  if (row.kind === 'loader') check('loader bluebonnet.js', row.gzip, BUDGETS.loader);
  if (row.kind === 'widget') {
    const own = chunks.filter((chunk) => !everyWidgets(chunk) && chunk.loadedBy?.includes(row.tag ?? ''));
    check(`<${row.tag}> own code`, row.gzip + gzipOf(own), widgetBudget(row.tag));
  }
}
check('shared chunks together', gzipOf(chunks.filter(everyWidgets)), BUDGETS.sharedRuntime);

for (const row of rows.filter((r) => r.kind === 'widget' || r.kind === 'chunk' || r.kind === 'loader')) {
  const code = readFileSync(`dist/${row.file}`, 'utf8');
  // maplibre's and mapbox's bundles both carry these names in their code and licence banners.
  if (/MapLibre GL JS|mapbox-gl/.test(code)) {
    failures.push(`${row.file} holds the map engine, which must load only when a map is shown`);
  }
}

if (failures.length > 0) {
  console.error(`\nBundle over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('\nBundle within budget.');
