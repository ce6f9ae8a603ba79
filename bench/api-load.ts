/**
 * `npm run bench:api [-- --count 100000 --duration 15 --postgres]`: the API under load, as a visitor mix
 * drives it. Starts the real server on a database of `count` generated listings (embedded PGlite, kept in
 * BENCH_DATA_DIR between runs so the seed is paid once; with --postgres also on a throwaway PostgreSQL
 * server from Debian's packages), then runs each workload with autocannon at 10 connections and a mixed
 * soak at 50, printing latency percentiles, throughput and errors. Figures, not assertions.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { encodeListingsQuery, type ListingsQueryInput } from '../src/contract';
import { gzipSize } from './support/gzip-size';
import { startThrowawayPostgres } from './support/start-throwaway-postgres';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '15' },
    soak: { type: 'string', default: '30' },
    postgres: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const duration = Number(values.duration);

const austin = { top: 30.33, bottom: 30.2, left: -97.82, right: -97.64 };
const austinZoom10 = { top: 30.75, bottom: 29.8, left: -98.3, right: -97.2 };
const listings = (query: ListingsQueryInput) => `/api/v1/listings/${encodeListingsQuery(query)}`;
const PREFIXES = [
  'au',
  'aus',
  'rou',
  'geor',
  'san a',
  '787',
  '7870',
  'oak',
  '12',
  'hous',
  'dall',
  'pfl',
  'ced',
  'lake',
  'hill',
];

const PINS_AUSTIN_ZOOM_10 = `/api/v1/map/pins/${encodeListingsQuery({ filters: {}, coordinates: austinZoom10 })}`;

/** Each workload is a set of request paths picked at random per request. */
const WORKLOADS: Record<string, string[]> = {
  'listings: Austin viewport, default filters': [listings({ filters: {}, coordinates: austin })],
  'listings: all Texas, several filters': [
    listings({
      filters: { minPrice: 250_000, maxPrice: 900_000, minBedsCount: 3, bath: 2, sortBy: 'low-to-high' },
    }),
    listings({
      filters: { page: 3 },
      moreFilters: { squareMin: 1500, yearBuildMin: 2000, FireplaceState: true },
    }),
  ],
  'listings: polygon': [
    listings({
      filters: {},
      coordinates: {
        ...austin,
        geosearch: [
          [-97.8, 30.21],
          [-97.66, 30.22],
          [-97.65, 30.32],
          [-97.79, 30.31],
          [-97.8, 30.21],
        ],
      },
    }),
  ],
  'map pins: Austin zoom 10': [PINS_AUSTIN_ZOOM_10],
  'autocomplete: 2-5 characters': PREFIXES.map((p) => `/api/searchAddress/${encodeURIComponent(p)}`),
};

interface Run {
  name: string;
  p50: number;
  p975: number;
  p99: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function load(
  base: string,
  name: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<Run> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: paths[Math.floor(Math.random() * paths.length)] ?? '/',
        }),
      },
    ],
  });
  const { latency } = result;
  return {
    name,
    p50: latency.p50,
    // autocannon reports p90 and p97.5, not p95: the stricter one is shown.
    p975: latency.p97_5,
    p99: latency.p99,
    rps: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

function startServer(env: Record<string, string>): Promise<{ base: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_COUNT: String(count),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      const ready = /Ready in [\d.]+ s: (http:\/\/[^\s/]+)/.exec(output);
      if (ready?.[1]) resolve({ base: ready[1], server });
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function print(kind: string, runs: Run[], pins: { bytes: number; encoding: string }): void {
  console.info(`\n${kind}: ${count.toLocaleString('en-US')} listings`);
  console.info(
    `map pins, Austin zoom 10: ${(pins.bytes / 1024).toFixed(0)} KB (${pins.encoding}; budget 300 KB gzip)`,
  );
  console.info(
    `${'workload'.padEnd(46)} ${'conns'.padStart(5)} ${'p50'.padStart(6)} ${'p97.5'.padStart(6)} ${'p99'.padStart(6)} ${'req/s'.padStart(7)} ${'errors'.padStart(6)} ${'timeouts'.padStart(8)} ${'non-2xx'.padStart(7)}`,
  );
  for (const run of runs) {
    const [name, conns] = run.name.split('@');
    console.info(
      `${(name ?? '').padEnd(46)} ${(conns ?? '').padStart(5)} ${run.p50.toFixed(0).padStart(6)} ${run.p975.toFixed(0).padStart(6)} ${run.p99.toFixed(0).padStart(6)} ${run.rps.toFixed(0).padStart(7)} ${String(run.errors).padStart(6)} ${String(run.timeouts).padStart(8)} ${String(run.non2xx).padStart(7)}`,
    );
  }
}

async function bench(kind: string, env: Record<string, string>): Promise<void> {
  const { base, server } = await startServer(env);
  try {
    const pins = await gzipSize(`${base}${PINS_AUSTIN_ZOOM_10}`);
    const runs: Run[] = [];
    for (const [name, paths] of Object.entries(WORKLOADS)) {
      runs.push(await load(base, `${name}@10`, paths, 10, duration));
    }
    const mixed = Object.values(WORKLOADS).flat();
    runs.push(await load(base, 'mixed soak@50', mixed, 50, Number(values.soak)));
    print(kind, runs, pins);
  } finally {
    // Wait for the server to finish its in-flight requests and close the database before anything
    // (the throwaway PostgreSQL server) is torn down under it.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

await bench('PGlite (embedded)', {
  DATA_DIR: process.env.BENCH_DATA_DIR ?? `/tmp/bluebonnet-bench-${count}`,
  DATABASE_URL: '',
});
if (values.postgres) {
  const postgres = await startThrowawayPostgres();
  try {
    await bench(`PostgreSQL ${postgres.version}`, { DATABASE_URL: postgres.url });
  } finally {
    await postgres.stop();
  }
}
