/**
 * `npm run bench:load [-- --duration 60 --connections 100 --count 100000 --seed 1 --timeout 10 --url http://… --pid N]`:
 * the sustained-load check of issue 9. Starts the real server (embedded PGlite in BENCH_DATA_DIR, shared
 * with `bench:api` so the seed is paid once), or drives the one at --url (--pid: its process, for the
 * memory figures), and holds `connections` for `duration` seconds over the visitors' mix: listings pages
 * (map viewports, whole-Texas filters, drawn polygons), map pins, autocomplete, listing details and the
 * config, each request drawing its own path (bench/support/varied-workload.ts). Prints requests per
 * second, latency p50/p97.5/p99, errors (socket errors, timeouts, non-2xx answers), and the server's
 * resident memory before the load, every 10 s and after it: stable memory levels off, it does not climb
 * from one sample to the next. Figures, not assertions; the exit code is 1 when any request failed.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Rng } from '../server/data/generator/create-rng';
import { encodeListingsQuery } from '../src/contract';
import { startBenchServer, stopBenchServer } from './support/start-bench-server';
import {
  drawnPolygons,
  drawPaths,
  mapViewports,
  type PathMaker,
  texasFilters,
  typedPrefixes,
} from './support/varied-workload';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    url: { type: 'string' },
    pid: { type: 'string' },
    // Seconds before a request counts as a timeout error (autocannon's default).
    timeout: { type: 'string', default: '10' },
  },
});
const count = Number(values.count);
const duration = Number(values.duration);
const connections = Number(values.connections);
const WARM_UP_S = 10;

/** Resident memory of process `pid` in MB (VmRSS), or NaN where /proc is missing. */
function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Listing keys to open, read from the first pages of the newest listings. */
async function listingKeys(base: string): Promise<number[]> {
  const keys: number[] = [];
  for (let page = 1; page <= 6; page++) {
    const path = `/api/v1/listings/${encodeListingsQuery({ filters: { page, perPage: 50 } })}`;
    const body: { data?: { listings?: { ListingKeyNumeric?: number }[] } } = await (
      await fetch(`${base}${path}`)
    ).json();
    for (const listing of body.data?.listings ?? []) {
      if (typeof listing.ListingKeyNumeric === 'number') keys.push(listing.ListingKeyNumeric);
    }
  }
  if (keys.length === 0) throw new Error('the server listed no listings to open');
  return keys;
}

/** The visitors' mix: what a page of listings with its map, its search box and its detail modal asks. */
function mixedWorkload(keys: number[]): PathMaker {
  const mapPins: PathMaker = (rng) => mapViewports(rng).replace('/api/v1/listings/', '/api/v1/map/pins/');
  const detail: PathMaker = (rng) => `/api/listingsItem/${rng.pick(keys)}`;
  const config: PathMaker = () => '/api/config';
  const mix: [PathMaker, number][] = [
    [mapViewports, 4],
    [texasFilters, 2],
    [drawnPolygons, 1],
    [mapPins, 2],
    [typedPrefixes, 4],
    [detail, 3],
    [config, 1],
  ];
  return (rng: Rng) => rng.weighted(mix)(rng);
}

async function main(): Promise<void> {
  const started = values.url
    ? null
    : await startBenchServer({
        SEED_COUNT: String(count),
        DATA_DIR: process.env.BENCH_DATA_DIR ?? `/tmp/bluebonnet-bench-${count}`,
        DATABASE_URL: '',
      });
  const base = values.url ?? started?.base ?? '';
  const pid = started?.server.pid ?? (values.pid ? Number(values.pid) : undefined);
  try {
    const nextPath = drawPaths(mixedWorkload(await listingKeys(base)), Number(values.seed) * 100 + 7);
    // A cold embedded database reads its pages from disk on first use: a short warm-up (not counted)
    // measures the server as visitors meet it, not its first seconds after a restart.
    console.info(`\nWarm-up: ${WARM_UP_S} s at 10 connections (not counted)`);
    await autocannon({
      url: base,
      connections: 10,
      duration: WARM_UP_S,
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
    const memory: [string, number][] = [['start', rssMb(pid)]];
    console.info(`Load: ${connections} connections for ${duration} s on ${base} (mixed workload)`);
    console.info(`  rss start: ${memory[0]?.[1].toFixed(0)} MB`);
    let answered = 0;
    let failed = 0;
    const begin = performance.now();
    const sampler = setInterval(() => {
      const second = Math.round((performance.now() - begin) / 1000);
      memory.push([`${second} s`, rssMb(pid)]);
      console.info(
        `  ${`${second} s`.padStart(5)}: rss ${rssMb(pid).toFixed(0)} MB, ${answered} answered, ${failed} non-2xx`,
      );
    }, 10_000);
    const result = await autocannon({
      url: base,
      connections,
      duration,
      timeout: Number(values.timeout),
      requests: [
        {
          setupRequest: (request) => ({ ...request, path: nextPath() }),
          onResponse: (status) => {
            answered += 1;
            if (status < 200 || status > 299) failed += 1;
          },
        },
      ],
    });
    clearInterval(sampler);
    memory.push(['end', rssMb(pid)]);
    const { latency, requests } = result;
    const errors = result.errors + result.non2xx;
    console.info(`\n${count.toLocaleString('en-US')} listings, ${connections} connections, ${duration} s`);
    console.info(`  requests/s   ${requests.average.toFixed(0)} (${requests.total} in all)`);
    console.info(
      `  latency ms   p50 ${latency.p50}  p97.5 ${latency.p97_5}  p99 ${latency.p99}  max ${latency.max}`,
    );
    console.info(
      `  errors       ${errors} (socket errors ${result.errors}, of which timeouts ${result.timeouts}; non-2xx ${result.non2xx})`,
    );
    console.info(`  rss MB       ${memory.map(([when, mb]) => `${when} ${mb.toFixed(0)}`).join(' · ')}`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    if (started) await stopBenchServer(started.server);
  }
}

await main();
