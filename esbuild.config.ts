/**
 * Builds the widget bundle into `dist/`:
 * - one ESM build with code splitting: an entry per `widgets/bb-*.ts` tag, the code two or more of them
 *   load up front (React, the Jotai store, the contract, the cards) in one shared chunk, so every widget
 *   on a page sees the same store and a page fetches a few files, not dozens;
 * - `bluebonnet.js`, the loader a CMS page includes with one <script> tag: it knows which entry each
 *   tag needs and imports only those;
 * - the maplibre worker beside the chunks, and `size-report.json` (gzip bytes per file).
 * And builds the API server into `build/server/` (`buildServer()`): `npm start` runs that JavaScript with
 * plain node, so no TypeScript is compiled while serving.
 * Run `npm run build`; `buildBundle()` is also used by the browser tests.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { addCompileHint } from './scripts/support/add-compile-hint';
import { buildWithSharedChunk, entryTag, upFrontLoads } from './scripts/support/shared-up-front-chunk';

const root = fileURLToPath(new URL('.', import.meta.url));

export interface BuildOptions {
  outDir?: string;
  /** Extra folders of `bb-*.ts` widget entries (the browser tests add a widget that throws on purpose). */
  extraWidgetDirs?: string[];
  minify?: boolean;
  /** Print the size table. */
  quiet?: boolean;
}

export interface SizeRow {
  file: string;
  /**
   * 'chunk': shared code some widget imports up front; 'lazy': code only ever `import()`ed (the map,
   * modals), fetched when first needed.
   */
  kind: 'loader' | 'widget' | 'chunk' | 'lazy' | 'worker';
  tag?: string;
  /** For a 'chunk': the widgets that load it up front (one widget's own code, or code they share). */
  loadedBy?: string[];
  bytes: number;
  gzip: number;
}

/**
 * `?inline` CSS imports become the minified stylesheet text, injected by each widget into its shadow root;
 * `?raw` imports, any file's text as it is.
 */
const importsAsText: esbuild.Plugin = {
  name: 'imports-as-text',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
      const resolved = await build.resolve(args.path.replace(/\?inline$/, ''), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      return resolved.errors.length > 0
        ? { errors: resolved.errors }
        : { path: resolved.path, namespace: 'css-text' };
    });
    build.onLoad({ filter: /.*/, namespace: 'css-text' }, async (args) => {
      const css = await esbuild.transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: css.code, loader: 'text' };
    });
    // `?raw`: any file as its text, unchanged (Vite's convention, so Storybook reads the same imports).
    build.onResolve({ filter: /\?raw$/ }, async (args) => {
      const resolved = await build.resolve(args.path.replace(/\?raw$/, ''), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      return resolved.errors.length > 0
        ? { errors: resolved.errors }
        : { path: resolved.path, namespace: 'raw-text' };
    });
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

/** Code this many widgets or more load up front goes into the one shared chunk (see buildWithSharedChunk). */
const SHARED_BY = 2;

function widgetEntries(dirs: string[]): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const dir of dirs) {
    for (const file of readdirSync(dir)) {
      if (/^bb-[a-z-]+\.tsx?$/.test(file)) entries[basename(file).replace(/\.tsx?$/, '')] = join(dir, file);
    }
  }
  return entries;
}

export async function buildBundle(options: BuildOptions = {}): Promise<SizeRow[]> {
  const outDir = options.outDir ?? join(root, 'dist');
  const minify = options.minify ?? true;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const entries = widgetEntries([join(root, 'widgets'), ...(options.extraWidgetDirs ?? [])]);
  const common: esbuild.BuildOptions = {
    // The metafile's paths, read below and by buildWithSharedChunk, are relative to the checkout.
    absWorkingDir: root,
    bundle: true,
    minify,
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'linked',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  };
  // The map's pins worker (src/map/pins-worker.ts): a classic script of its own, hashed, which the map
  // chunk finds beside itself (src/map/pins-worker-port.ts) under the name defined below.
  const pinsWorker = await esbuild.build({
    ...common,
    entryPoints: { 'pins-worker': join(root, 'src/map/pins-worker.ts') },
    outdir: outDir,
    format: 'iife',
    entryNames: '[name]-[hash]',
    metafile: true,
  });
  const pinsWorkerFile = Object.keys(pinsWorker.metafile.outputs)
    .map((path) => relative(outDir, join(root, path)))
    .find((file) => file.endsWith('.js'));
  const widgets = await buildWithSharedChunk(
    {
      ...common,
      define: { ...common.define, __BB_PINS_WORKER__: JSON.stringify(pinsWorkerFile) },
      entryPoints: entries,
      outdir: outDir,
      format: 'esm',
      splitting: true,
      sourcemap: 'linked',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      plugins: [importsAsText],
    },
    SHARED_BY,
  );

  const tagFiles: Record<string, string> = {};
  const rows: SizeRow[] = [];
  const outputs = widgets.metafile.outputs;
  const tagOf = (path: string) => entryTag(outputs, entries, path);
  const loadedBy = upFrontLoads(outputs, entries);
  for (const path of Object.keys(outputs)) {
    if (!path.endsWith('.js')) continue;
    const file = relative(outDir, join(root, path));
    const tag = tagOf(path);
    if (tag) tagFiles[tag] = file;
    const by = loadedBy.get(path);
    // The shared chunk runs on every page at once: compiled whole as it loads (scripts/support/add-compile-hint.ts).
    if (!tag && by?.length === Object.keys(entries).length) addCompileHint(join(outDir, file));
    rows.push({
      file,
      kind: tag ? 'widget' : by ? 'chunk' : 'lazy',
      ...(tag ? { tag } : {}),
      ...(!tag && by ? { loadedBy: by } : {}),
      ...sizes(join(outDir, file)),
    });
  }

  await esbuild.build({
    ...common,
    entryPoints: [join(root, 'widgets/loader.ts')],
    outfile: join(outDir, 'bluebonnet.js'),
    format: 'iife',
    define: { ...common.define, __BB_WIDGET_FILES__: JSON.stringify(tagFiles) },
  });
  rows.unshift({ file: 'bluebonnet.js', kind: 'loader', ...sizes(join(outDir, 'bluebonnet.js')) });

  // maplibre finds its worker beside the chunk that holds it (new URL('./maplibre-gl-worker.mjs', import.meta.url)).
  const worker = join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs');
  copyFileSync(worker, join(outDir, 'maplibre-gl-worker.mjs'));
  rows.push({
    file: 'maplibre-gl-worker.mjs',
    kind: 'worker',
    ...sizes(join(outDir, 'maplibre-gl-worker.mjs')),
  });

  if (pinsWorkerFile)
    rows.push({ file: pinsWorkerFile, kind: 'worker', ...sizes(join(outDir, pinsWorkerFile)) });

  writeFileSync(join(outDir, 'size-report.json'), `${JSON.stringify(rows, null, 2)}\n`);
  // What each output is made of, for https://esbuild.github.io/analyze/ when a budget is exceeded.
  writeFileSync(join(outDir, 'metafile.json'), JSON.stringify(widgets.metafile));
  if (!options.quiet) printSizes(rows);
  return rows;
}

function sizes(path: string): { bytes: number; gzip: number } {
  const content = readFileSync(path);
  return { bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function printSizes(rows: SizeRow[]): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
  console.info(`${'file'.padEnd(44)} ${'kind'.padEnd(8)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const row of rows) {
    const name = row.tag ? `${row.file} <${row.tag}>` : row.file;
    console.info(`${name.padEnd(44)} ${row.kind.padEnd(8)} ${kb(row.bytes)} ${kb(row.gzip)}`);
  }
}

/** The server's entry points, each compiled to `build/server/{name}.js`. */
export const serverEntries: Readonly<Record<string, string>> = {
  main: 'server/main.ts',
};

/**
 * Compiles the server's entry points to ESM JavaScript for Node: its own code (and the contract and lib
 * it shares with the widgets) in one file each, packages left to node_modules. Paths to the checkout's
 * folders go through `projectRoot()`, so the compiled file finds demo/, dist/ and the migrations.
 */
export async function buildServer(outDir = join(root, 'build/server')): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(serverEntries).map(([name, path]) => [name, join(root, path)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces in the logs point at the TypeScript sources (node --enable-source-maps).
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await buildBundle();
  await buildServer();
  console.info(`Built dist/ and build/server/ in ${Math.round(performance.now() - started)} ms.`);
}
