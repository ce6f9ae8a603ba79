/**
 * `npx tsx bench/map-pins.ts [--count 100000 --runs 20]`: size and latency of GET /api/v1/map/pins/{json}
 * on a throwaway database (PGlite, or the empty PostgreSQL database named by BENCH_DATABASE_URL). Prints,
 * per view, the pins and listings returned, the gzip and raw body sizes and p50 / p95 of the whole call
 * (query, grouping, JSON and gzip). The budget: Austin at zoom 10 within 300 KB gzipped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { buildApp } from '../server/app';
import { seed } from '../server/data/seed';
import { openDb } from '../server/db/open-db';
import { texasToday } from '../src/lib/time/texas-time';
import { encodeListingsQuery, type ListingsQueryInput, mapPinsResponseSchema } from '../src/contract';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '100000' }, runs: { type: 'string', default: '20' } },
});
const count = Number(values.count);
const runs = Number(values.runs);
const austin = { top: 30.75, bottom: 29.8, left: -98.3, right: -97.2 };

const CASES: Record<string, ListingsQueryInput> = {
  'Austin, zoom 10 (default filters)': { coordinates: austin },
  'Austin, zoom 10, with the view polygon': {
    coordinates: {
      ...austin,
      geosearch: [
        [-98.3, 30.75],
        [-97.2, 30.75],
        [-97.2, 29.8],
        [-98.3, 29.8],
      ],
    },
  },
  'All Texas (default filters)': {},
  'All Texas, every status (capped)': {
    moreFilters: {
      status: {
        active: true,
        activeUnderContract: true,
        comingSoon: true,
        contingent: true,
        pending: true,
        closed: true,
      },
    },
  },
};

const work = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'bluebonnet-pins-bench-'));
const db = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: work ?? undefined });
const today = texasToday();
console.info(`Seeding ${count.toLocaleString('en-US')} listings into ${db.kind}…`);
await seed(db, { count, seed: 1, today });
const app = await buildApp({
  db,
  config: { mapboxToken: undefined, logLevel: 'silent' },
  today: () => today,
  logger: false,
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.info(
  `${'view'.padEnd(40)} ${'pins'.padStart(7)} ${'listings'.padStart(9)} ${'gzip'.padStart(8)} ${'raw'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}`,
);
for (const [name, query] of Object.entries(CASES)) {
  const url = `/api/v1/map/pins/${encodeListingsQuery(query)}`;
  const times: number[] = [];
  let gzip = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    times.push(performance.now() - started);
    gzip = response.rawPayload.length;
  }
  const plain = await app.inject(url);
  const { data } = v.parse(mapPinsResponseSchema, plain.json());
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(0);
  console.info(
    `${name.padEnd(40)} ${String(data.lat.length).padStart(7)} ${`${data.key.length}${data.truncated ? '*' : ''}`.padStart(9)} ${kb(gzip).padStart(8)} ${kb(plain.rawPayload.length).padStart(9)} ${at(0.5).padStart(7)} ${at(0.95).padStart(7)}`,
  );
}
console.info('* truncated at the cap; the answer still reports the full total.');
await app.close();
await db.close();
if (work) rmSync(work, { recursive: true, force: true });
