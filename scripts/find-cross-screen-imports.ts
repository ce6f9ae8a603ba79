/**
 * Screens are leaves (DESIGN.md, Layout): a folder under src/screens is one widget's screen, and what
 * several screens show lives in src/parts or src/ui. This lists every import that reaches from one screen
 * folder into another, so a shared piece cannot quietly stay inside the screen that happened to need it first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

export interface CrossScreenImport {
  file: string;
  specifier: string;
}

const importSpecifier = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^'?]*)/g;

/** The screen folder a repo-relative path belongs to, or undefined outside src/screens. */
function screenOf(path: string): string | undefined {
  const parts = normalize(path).split(sep);
  return parts[0] === 'src' && parts[1] === 'screens' && parts.length > 3 ? parts[2] : undefined;
}

/** Imports in `source` (the text of repo-relative `file`) that point into a screen folder other than its own. */
export function crossScreenImports(file: string, source: string): CrossScreenImport[] {
  const own = screenOf(file);
  if (own === undefined) return [];
  return [...source.matchAll(importSpecifier)].flatMap(([, specifier = '']) => {
    const target = screenOf(join(dirname(file), specifier));
    return target !== undefined && target !== own ? [{ file, specifier }] : [];
  });
}

/** Every cross-screen import under `root`/src/screens. */
export function findCrossScreenImports(root = '.'): CrossScreenImport[] {
  const screens = join(root, 'src', 'screens');
  return readdirSync(screens, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(screens, name))
    .flatMap((path) => crossScreenImports(relative(root, path), readFileSync(path, 'utf8')));
}
