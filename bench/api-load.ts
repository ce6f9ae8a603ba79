/**
 * `npm run bench:api [-- --count 100000 --duration 15 --soak 30 --seed 1 --postgres --postgres-only
 * --postgres-port 54330 --only autocomplete]`: the API under load, as a visitor mix drives it. Starts the real server on a
 * database of `count` generated listings (embedded PGlite, kept in BENCH_DATA_DIR between runs so the seed
 * is paid once; with --postgres also, with --postgres-only instead, on a throwaway PostgreSQL server from
 * Debian's packages at --postgres-port), then runs each workload with autocannon at 10 connections and
 * a mixed soak at 50, printing latency percentiles (p50, p90, p97.5, p99), throughput, errors and how
 * many answers the server's caches gave. Every request draws its own viewport, filters, page, sort,
 * polygon or typed text from a seeded random source (bench/support/varied-workload.ts): the server caches
 * answers until the listings change, and a bench repeating a few paths would measure that cache, not
 * the search. `--only` runs just the workloads whose name holds its text ('pins', 'soak').
 * Figures, not assertions.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPostgres } from '../scripts/support/start-postgres';
import { encodeListingsQuery } from '../src/contract';
import { gzipSize } from './support/gzip-size';
import { processCpuMs } from './support/process-cpu-ms';
import { startBenchServer, stopBenchServer } from './support/start-bench-server';
import {
  austinPins,
  drawnPolygons,
  drawPaths,
  mapPinAreas,
  mapViewports,
  type PathMaker,
  texasFilters,
  typedPrefixes,
} from './support/varied-workload';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '15' },
    soak: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
    postgres: { type: 'boolean', default: false },
    'postgres-only': { type: 'boolean', default: false },
    'postgres-port': { type: 'string', default: '54330' },
    only: { type: 'string', default: '' },
  },
});
const count = Number(values.count);
const duration = Number(values.duration);
const seed = Number(values.seed);

const austinZoom10 = { top: 30.75, bottom: 29.8, left: -98.3, right: -97.2 };
const PINS_AUSTIN_ZOOM_10 = `/api/v1/map/pins/${encodeListingsQuery({ filters: {}, coordinates: austinZoom10 })}`;

/** Each workload draws the path of every request. */
const WORKLOADS: Record<string, PathMaker> = {
  'listings: metro viewports, varied': mapViewports,
  'listings: all Texas, varied filters': texasFilters,
  'listings: drawn polygons, varied': drawnPolygons,
  'map pins: Austin zoom 10, nudged': austinPins,
  'map pins: areas the map asks, varied': mapPinAreas,
  'autocomplete: 2-5 characters, varied': typedPrefixes,
};

interface Run {
  name: string;
  p50: number;
  p90: number;
  p975: number;
  p99: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers marked `x-cache: hit`, and all answers that said either way. */
  hits: number;
  cacheable: number;
  /** The server process's CPU time per answered request (ms). */
  cpuPerRequest: number;
}

async function load(
  base: string,
  serverPid: number | undefined,
  name: string,
  nextPath: () => string,
  connections: number,
  seconds: number,
): Promise<Run> {
  let hits = 0;
  let cacheable = 0;
  const cpuBefore = processCpuMs(serverPid);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: nextPath() }),
        onResponse: (_status, _body, _context, headers) => {
          const cache = headers?.['x-cache'];
          if (cache === 'hit') hits += 1;
          if (cache === 'hit' || cache === 'miss') cacheable += 1;
        },
      },
    ],
  });
  const { latency } = result;
  const cpuPerRequest = (processCpuMs(serverPid) - cpuBefore) / Math.max(1, result.requests.total);
  return {
    name,
    p50: latency.p50,
    // autocannon reports p90 and p97.5, not p95: both are shown, and p95 lies between them.
    p90: latency.p90,
    p975: latency.p97_5,
    p99: latency.p99,
    rps: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    hits,
    cacheable,
    cpuPerRequest,
  };
}

/** Share of cacheable answers the server's caches gave ('-' where the route has no cache). */
function hitRate(run: Run): string {
  return run.cacheable === 0 ? '-' : `${((100 * run.hits) / run.cacheable).toFixed(0)} %`;
}

function print(kind: string, runs: Run[], pins: { bytes: number; encoding: string }): void {
  console.info(`\n${kind}: ${count.toLocaleString('en-US')} listings`);
  console.info(
    `map pins, Austin zoom 10: ${(pins.bytes / 1024).toFixed(0)} KB (${pins.encoding}; budget 300 KB gzip)`,
  );
  console.info(
    `${'workload'.padEnd(46)} ${'conns'.padStart(5)} ${'p50'.padStart(6)} ${'p90'.padStart(6)} ${'p97.5'.padStart(6)} ${'p99'.padStart(6)} ${'req/s'.padStart(7)} ${'errors'.padStart(6)} ${'timeouts'.padStart(8)} ${'non-2xx'.padStart(7)} ${'cache hits'.padStart(10)} ${'cpu ms/req'.padStart(10)}`,
  );
  for (const run of runs) {
    const [name, conns] = run.name.split('@');
    console.info(
      `${(name ?? '').padEnd(46)} ${(conns ?? '').padStart(5)} ${run.p50.toFixed(0).padStart(6)} ${run.p90.toFixed(0).padStart(6)} ${run.p975.toFixed(0).padStart(6)} ${run.p99.toFixed(0).padStart(6)} ${run.rps.toFixed(0).padStart(7)} ${String(run.errors).padStart(6)} ${String(run.timeouts).padStart(8)} ${String(run.non2xx).padStart(7)} ${hitRate(run).padStart(10)} ${run.cpuPerRequest.toFixed(1).padStart(10)}`,
    );
  }
}

async function bench(kind: string, env: Record<string, string>): Promise<void> {
  const { base, server } = await startBenchServer({ SEED_COUNT: String(count), ...env });
  try {
    const pins = await gzipSize(`${base}${PINS_AUSTIN_ZOOM_10}`);
    const runs: Run[] = [];
    // Each workload has its own stream, so adding one does not change what the others draw.
    const makers = Object.values(WORKLOADS);
    for (const [index, [name, make]] of Object.entries(WORKLOADS).entries()) {
      if (!name.includes(values.only)) continue;
      runs.push(
        await load(base, server.pid, `${name}@10`, drawPaths(make, seed * 100 + index), 10, duration),
      );
    }
    if ('mixed soak'.includes(values.only)) {
      const mixed = drawPaths((rng) => rng.pick(makers)(rng), seed * 100 + 99);
      runs.push(await load(base, server.pid, 'mixed soak@50', mixed, 50, Number(values.soak)));
    }
    print(kind, runs, pins);
  } finally {
    await stopBenchServer(server);
  }
}

if (!values['postgres-only']) {
  await bench('PGlite (embedded)', {
    DATA_DIR: process.env.BENCH_DATA_DIR ?? `/tmp/bluebonnet-bench-${count}`,
    DATABASE_URL: '',
  });
}
if (values.postgres || values['postgres-only']) {
  const postgres = await startPostgres({ port: Number(values['postgres-port']) });
  try {
    await bench(`PostgreSQL ${postgres.version}`, { DATABASE_URL: postgres.url });
  } finally {
    await postgres.stop();
  }
}
