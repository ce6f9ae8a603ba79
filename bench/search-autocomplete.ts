/**
 * `npx tsx bench/search-autocomplete.ts [--count 100000] [--runs 3] [--data-dir DIR]`: autocomplete
 * latency (SPEC §7 search calls) through the real routes (`app.inject`, no network). Seeds `count`
 * listings into a temporary PGlite, into `--data-dir` (kept and reused when already seeded), or into the
 * PostgreSQL database named by BENCH_DATABASE_URL (never DATABASE_URL), then replays 2–5 character
 * inputs taken from the seeded data and prints p50 / p95 per kind of query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { isSeeded, seed } from '../server/data/seed';
import { openDb } from '../server/db/open-db';
import { texasToday } from '../src/lib/time/texas-time';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    'data-dir': { type: 'string' },
  },
});
const runs = Number(values.runs);
const work =
  process.env.BENCH_DATABASE_URL || values['data-dir'] ? null : mkdtempSync(join(tmpdir(), 'bb-bench-'));
const db = await openDb({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: values['data-dir'] ?? work ?? undefined,
});
const today = texasToday();
if (!(await isSeeded(db))) {
  console.info(`Seeding ${Number(values.count).toLocaleString('en-US')} listings into ${db.kind}…`);
  await seed(db, { count: Number(values.count), seed: 1, today });
}
const app = await buildApp({ db, config: { mapboxToken: undefined, logLevel: 'silent' }, logger: false });

// Inputs a visitor types, cut at 2 to 5 characters, from a fixed sample of the seeded rows.
const sample = await db.query<{ address: string; street: string; zip: string; mls: string; city: string }>(
  `SELECT address, street_name AS street, postal_code AS zip, mls_num AS mls, city
     FROM listings ORDER BY listing_key_numeric LIMIT 200`,
);
const cut = (text: string, i: number) => text.slice(0, 2 + (i % 4));
// A typo: one letter of the first word dropped ('Austn', 'Mokingbird').
const typo = (text: string) => text.replace(/^(\S{2,}?)\S(\S*)/, '$1$2');
const rows = sample.rows;
const get = (path: string) => (text: string) => `${path}/${encodeURIComponent(text)}`;
const KINDS: Record<string, { inputs: string[]; url: (text: string) => string; post?: boolean }> = {
  'searchAddress: address prefix': {
    inputs: rows.map((r, i) => cut(r.address, i)),
    url: get('/api/searchAddress'),
  },
  'searchAddress: street prefix': {
    inputs: rows.map((r, i) => cut(r.street, i)),
    url: get('/api/searchAddress'),
  },
  'searchAddress: MLS# prefix': { inputs: rows.map((r, i) => cut(r.mls, i)), url: get('/api/searchAddress') },
  'searchAddress: street typo (full word)': {
    inputs: rows.map((r) => typo(r.street)),
    url: get('/api/searchAddress'),
  },
  'searchCity: prefix': { inputs: rows.map((r, i) => cut(r.city, i)), url: get('/api/searchCity') },
  'searchCity: typo': { inputs: rows.map((r) => typo(r.city)), url: get('/api/searchCity') },
  'searchPostal: prefix': { inputs: rows.map((r, i) => cut(r.zip, i)), url: get('/api/searchPostal') },
  'searchPostalMore: 2nd page': {
    inputs: rows.map((r, i) => cut(r.zip, i)),
    url: (text) =>
      `/api/searchPostalMore/${encodeURIComponent(JSON.stringify({ text, start: 10, end: 10 }))}`,
  },
  'POST /search (legacy)': {
    inputs: rows.map((r, i) => cut(r.address, i)),
    url: () => '/search',
    post: true,
  },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
console.info(`${db.kind}, ${runs} × ${rows.length} inputs per kind`);
console.info(`${'kind'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
for (const [name, kind] of Object.entries(KINDS)) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const text of kind.inputs) {
      const started = performance.now();
      const response = kind.post
        ? await app.inject({ method: 'POST', url: kind.url(text), payload: { search: text } })
        : await app.inject(kind.url(text));
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${kind.url(text)} answered ${response.statusCode}`);
    }
  }
  times.sort((a, b) => a - b);
  const cells = [0.5, 0.95, 1].map((p) => percentile(times, p).toFixed(1).padStart(8));
  console.info(`${name.padEnd(42)} ${cells.join(' ')}`);
}
await app.close();
await db.close();
if (work) rmSync(work, { recursive: true, force: true });
