/**
 * The source files a widget can bring into its shadow root: the widget file and every module it reaches
 * through relative imports, static or `import()`ed (the listing detail, the account modals and the map
 * render inside the widget that opens them, so their parts and stylesheets are the widget's too).
 * Package imports are not followed: no package renders a part of ours. Read by the manifest builder.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\?(inline|raw)$/, ''));
  return CANDIDATES.map((suffix) => `${base}${suffix}`).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Absolute paths of `entry` and every module and stylesheet it reaches, sorted. */
export function widgetModuleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    if (!/\.tsx?$/.test(path)) continue;
    for (const [, specifier = ''] of readFileSync(path, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(path, specifier);
      if (target) pending.push(target);
    }
  }
  return [...seen].sort();
}
