import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { addCompileHint } from '../../../scripts/support/add-compile-hint';

const folder = mkdtempSync(join(tmpdir(), 'bb-compile-hint-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('addCompileHint', () => {
  it('puts the hint on the first line and moves the source map down one line, once', async () => {
    const source = join(folder, 'in.ts');
    writeFileSync(source, 'export const twice = (n: number) => n * 2;\nconsole.info(twice(2));\n');
    const file = join(folder, 'out.js');
    await esbuild.build({ entryPoints: [source], outfile: file, sourcemap: 'linked', logLevel: 'silent' });
    const code = readFileSync(file, 'utf8');
    const { mappings } = JSON.parse(readFileSync(`${file}.map`, 'utf8'));

    addCompileHint(file);
    addCompileHint(file);

    expect(readFileSync(file, 'utf8')).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    expect(map.mappings).toBe(`;${mappings}`);
    expect(map.sources).toEqual(['in.ts']);
  });
});
