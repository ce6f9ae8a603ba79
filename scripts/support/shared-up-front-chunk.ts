/**
 * One chunk for the code several widgets load up front.
 *
 * esbuild splits code by the exact set of entries that use it. Fifteen widgets and two dozen `import()`ed
 * modules sharing React, the store, the contract, the cards and the filters in every combination came out
 * as ~100 chunks, 70 of them preloaded by /listings, half of those under 400 bytes. A phone pays for each:
 * the parser queues every preload, HTTP/1.1 fetches six at a time ahead of the photos, and each module is
 * compiled and linked on its own. esbuild cannot merge chunks, but it puts the code that every entry uses
 * into one chunk. So a first build, not written, finds the project modules that at least `minWidgets`
 * widgets load up front; the real build makes every widget entry and every `import()`ed project module use
 * all of them, and they land in one chunk. Each widget's own code stays in its entry, and what only an
 * `import()`ed module needs (the map engine, the modals) stays lazy.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import * as esbuild from 'esbuild';

const SHARED_NAMESPACE = 'bb-shared-up-front';
const SHARED_SPECIFIER = 'bb:shared-up-front';
/**
 * How a module comes to use all the shared code: it re-exports it. esbuild splits by what each entry
 * uses, not by what it merely imports, and an entry's exports count as used. Nothing reads this export.
 */
const USE_SHARED = `export * as __bbShared from ${JSON.stringify(SHARED_SPECIFIER)};`;

type Outputs = esbuild.Metafile['outputs'];

/**
 * Builds `entryPoints` (widget tag → file) with code splitting, the code that `minWidgets` or more widgets
 * load up front in one chunk. `options` are esbuild's, for an ESM build with `splitting`.
 */
export async function buildWithSharedChunk(
  options: Omit<esbuild.BuildOptions, 'entryPoints'> & { entryPoints: Record<string, string> },
  minWidgets: number,
): Promise<esbuild.BuildResult & { metafile: esbuild.Metafile }> {
  const entries = options.entryPoints;
  // The metafile's paths are relative to the working folder.
  const projectRoot = options.absWorkingDir ?? process.cwd();
  const first = await esbuild.build({ ...options, metafile: true, write: false });
  const loads = upFrontLoads(first.metafile.outputs, entries);
  const roots = sharedRoots(first.metafile, loads, minWidgets, projectRoot);
  const lazy = lazyEntries(first.metafile);
  const users = [...Object.values(entries), ...lazy].map((path) => resolve(projectRoot, path));
  return esbuild.build({
    ...options,
    metafile: true,
    plugins: [...(options.plugins ?? []), sharedCodePlugin(roots, users, projectRoot)],
  });
}

/** The widget whose entry `path` (an output) is, if it is one: outputs are named `{tag}-{hash}`. */
export function entryTag(outputs: Outputs, entries: Readonly<Record<string, string>>, path: string) {
  return outputs[path]?.entryPoint
    ? Object.keys(entries).find((tag) => basename(path).startsWith(`${tag}-`))
    : undefined;
}

/** Which widgets fetch each output up front: an entry and what it imports statically, transitively. */
export function upFrontLoads(
  outputs: Outputs,
  entries: Readonly<Record<string, string>>,
): Map<string, string[]> {
  const loadedBy = new Map<string, string[]>();
  for (const path of Object.keys(outputs)) {
    const tag = entryTag(outputs, entries, path);
    if (!tag) continue;
    for (const reached of staticallyImported(outputs, path))
      loadedBy.set(reached, [...(loadedBy.get(reached) ?? []), tag]);
  }
  return loadedBy;
}

/**
 * `from` and every output it imports statically, transitively: what the browser fetches along with it.
 * (`import()`ed modules are outputs of their own, fetched when first needed.)
 */
function staticallyImported(outputs: Outputs, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const { path: next, kind } of outputs[path]?.imports ?? []) {
      if (kind === 'import-statement') visit(next);
    }
  };
  visit(from);
  return seen;
}

/**
 * What every widget is made to use: the modules in a chunk that `minWidgets` or more widgets load up front
 * that a module outside that shared code imports (the roots of the shared code: what they import comes
 * with them, packages included). Each as an absolute specifier: a project module's path, or a relative
 * import as its importer wrote it (a stylesheet's `?inline` text), resolved from the importer's folder.
 */
function sharedRoots(
  metafile: esbuild.Metafile,
  loadedBy: ReadonlyMap<string, readonly string[]>,
  minWidgets: number,
  projectRoot: string,
): string[] {
  const shared = new Set<string>();
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint || (loadedBy.get(path)?.length ?? 0) < minWidgets) continue;
    for (const input of Object.keys(output.inputs)) shared.add(input);
  }
  const roots = new Map<string, string>();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (shared.has(path)) continue;
    for (const { path: imported, original } of input.imports) {
      if (!shared.has(imported) || imported.includes('node_modules/')) continue;
      if (isProjectModule(imported)) roots.set(imported, join(projectRoot, imported));
      else if (original?.startsWith('.') && !path.includes(':'))
        roots.set(imported, resolve(projectRoot, dirname(path), original));
    }
  }
  return [...roots.values()].sort();
}

/**
 * The project modules loaded with `import()`. Each is an entry of esbuild's split as well, so shared code
 * that one of them also uses would be cut into a chunk of its own: they are made to use all of it too.
 */
function lazyEntries(metafile: esbuild.Metafile): string[] {
  const lazy = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const { path, kind } of input.imports) {
      if (kind === 'dynamic-import' && isProjectModule(path)) lazy.add(path);
    }
  }
  return [...lazy].sort();
}

function isProjectModule(path: string): boolean {
  return !path.includes('node_modules/') && !path.includes(':') && /\.tsx?$/.test(path);
}

/**
 * Makes each of `users` (absolute paths: the widget entries and the `import()`ed project modules) use every
 * shared root, through one virtual module that re-exports their namespaces.
 */
function sharedCodePlugin(
  roots: readonly string[],
  users: readonly string[],
  projectRoot: string,
): esbuild.Plugin {
  const using = new Set(users);
  return {
    name: 'shared-up-front-chunk',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/, namespace: 'file' }, async (args) => {
        if (!using.has(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\n${USE_SHARED}\n`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
      build.onResolve({ filter: new RegExp(`^${SHARED_SPECIFIER}$`) }, () => ({
        path: SHARED_SPECIFIER,
        namespace: SHARED_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: SHARED_NAMESPACE }, () => ({
        contents: roots
          .map((specifier, i) => `export * as m${i} from ${JSON.stringify(specifier)};`)
          .join('\n'),
        resolveDir: projectRoot,
        loader: 'js',
      }));
    },
  };
}
