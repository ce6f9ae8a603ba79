import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildWithSharedChunk, upFrontLoads } from '../../../scripts/support/shared-up-front-chunk';

// Four widgets: a, b and c share x, y and z two by two (and c's `import()`ed module uses x); d shares
// nothing. Split the plain way, that is a chunk per pair; the build the bundle uses puts them in one.
const fixtures = join('tests', 'fixtures', 'shared-chunk');
const entries = Object.fromEntries(
  ['bb-a', 'bb-b', 'bb-c', 'bb-d'].map((tag) => [tag, join(fixtures, `${tag}.ts`)]),
);
const outDir = mkdtempSync(join(tmpdir(), 'bb-shared-chunk-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const options = {
  entryPoints: entries,
  bundle: true,
  format: 'esm',
  splitting: true,
  outdir: outDir,
  entryNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  logLevel: 'silent',
} satisfies esbuild.BuildOptions;

/** The chunks (not entries) each widget loads up front, by the fixture modules each holds. */
function upFrontChunks(metafile: esbuild.Metafile): Map<string, string[]> {
  const byChunk = new Map<string, string[]>();
  for (const [path, tags] of upFrontLoads(metafile.outputs, entries)) {
    const output = metafile.outputs[path];
    if (!output || output.entryPoint) continue;
    // The fixture modules only: the build's own virtual module (a `namespace:path`) is left out.
    const modules = Object.keys(output.inputs).filter((input) => !input.includes(':'));
    byChunk.set(
      modules
        .map((input) => basename(input))
        .sort()
        .join(' '),
      tags.sort(),
    );
  }
  return byChunk;
}

describe('buildWithSharedChunk', () => {
  it('is needed: esbuild alone cuts the shared modules into a chunk per set of widgets', async () => {
    const plain = await esbuild.build({ ...options, metafile: true, write: false });
    expect(upFrontChunks(plain.metafile)).toEqual(
      new Map([
        ['x.ts', ['bb-a', 'bb-b']],
        ['y.ts', ['bb-a', 'bb-c']],
        ['z.ts', ['bb-b', 'bb-c']],
      ]),
    );
  });

  it('puts the code two or more widgets load up front in one chunk, and leaves each widget its own', async () => {
    const { metafile } = await buildWithSharedChunk({ ...options, write: false }, 2);
    expect(upFrontChunks(metafile)).toEqual(new Map([['x.ts y.ts z.ts', ['bb-a', 'bb-b', 'bb-c', 'bb-d']]]));
    const holding = (name: string) =>
      Object.entries(metafile.outputs)
        .filter(([, output]) => Object.keys(output.inputs).some((input) => basename(input) === name))
        .map(([path]) => basename(path));
    expect(holding('only-d.ts')).toEqual([expect.stringMatching(/^bb-d-/)]);
    expect(holding('lazy.ts')).toEqual([expect.stringMatching(/^lazy-/)]);
    expect(holding('x.ts')).toHaveLength(1);
  });

  it('builds code that runs as before, the `import()`ed module included', async () => {
    const { metafile } = await buildWithSharedChunk(options, 2);
    const fileOf = (tag: string) => {
      const path = Object.keys(metafile.outputs).find((out) => basename(out).startsWith(`${tag}-`));
      if (!path) throw new Error(`no output for ${tag}`);
      return pathToFileURL(resolve(path)).href;
    };
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await import(fileOf('bb-c'));
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('lazy x'));
    await import(fileOf('bb-d'));
    expect(info.mock.calls).toEqual([['y', 'z'], ['lazy x'], ['only d']]);
    info.mockRestore();
  });
});
