import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

/** The rows of the build's `size-report.json` this needs (esbuild.config.ts writes it beside the bundle). */
const sizeReportSchema = v.array(
  v.object({
    file: v.string(),
    kind: v.string(),
    tag: v.optional(v.string()),
    loadedBy: v.optional(v.array(v.string())),
  }),
);

const TAG = /<(bb-[a-z]+(?:-[a-z]+)*)[\s>]/g;
const SAFE_FILE = /^[\w.-]+\.js$/;

/**
 * The `<link rel="modulepreload">` tags for the widgets a demo page holds: each widget's entry chunk and
 * every shared chunk it imports up front. Without them the browser learns of the entry only once the
 * deferred loader has run, and of the shared chunks only once the entry has arrived; with them all of it
 * is fetched alongside the page (Lighthouse's LCP on a slow phone). A host CMS can paste the same links;
 * the loader works without them. Reads the report again only when the build changed; no report (no
 * build yet): no links.
 */
export function widgetPreloads(distDir: string): (html: string) => string {
  const reportPath = join(distDir, 'size-report.json');
  let cached: { mtimeMs: number; filesByTag: Map<string, string[]> } | null = null;

  const filesByTag = (): Map<string, string[]> => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(reportPath).mtimeMs;
    } catch {
      return new Map();
    }
    if (cached?.mtimeMs === mtimeMs) return cached.filesByTag;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(reportPath, 'utf8'));
    } catch {
      return new Map(); // a build writing it right now: next request
    }
    const parsed = v.safeParse(sizeReportSchema, json);
    const map = new Map<string, string[]>();
    for (const row of parsed.success ? parsed.output : []) {
      if (!SAFE_FILE.test(row.file)) continue;
      const tags =
        row.kind === 'widget' && row.tag ? [row.tag] : row.kind === 'chunk' ? (row.loadedBy ?? []) : [];
      for (const tag of tags) map.set(tag, [...(map.get(tag) ?? []), row.file]);
    }
    cached = { mtimeMs, filesByTag: map };
    return map;
  };

  return (html) => {
    const byTag = filesByTag();
    const files = new Set<string>();
    for (const [, tag] of html.matchAll(TAG)) for (const file of byTag.get(tag ?? '') ?? []) files.add(file);
    if (files.size === 0) return html;
    const links = [...files].map((file) => `  <link rel="modulepreload" href="/dist/${file}">\n`).join('');
    return html.replace('</head>', `${links}</head>`);
  };
}
