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
import { parseArgs } from 'node:util';
import { rssMb, runMixedLoad } from './support/mixed-load';
import { startBenchServer, stopBenchServer } from './support/start-bench-server';

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
    // A cold embedded database reads its pages from disk on first use: a short warm-up (not counted, on
    // paths of another seed) measures the server as visitors meet it, not its first seconds after a restart.
    console.info(`\nWarm-up: ${WARM_UP_S} s at 10 connections (not counted)`);
    await runMixedLoad({ base, connections: 10, duration: WARM_UP_S, seed: Number(values.seed) + 1000 });
    const memory: [string, number][] = [['start', rssMb(pid)]];
    console.info(`Load: ${connections} connections for ${duration} s on ${base} (mixed workload)`);
    console.info(`  rss start: ${memory[0]?.[1].toFixed(0)} MB`);
    const result = await runMixedLoad({
      base,
      connections,
      duration,
      seed: Number(values.seed),
      timeout: Number(values.timeout),
      onTick: (second, answered, failed) => {
        memory.push([`${second} s`, rssMb(pid)]);
        console.info(
          `  ${`${second} s`.padStart(5)}: rss ${rssMb(pid).toFixed(0)} MB, ${answered} answered, ${failed} non-2xx`,
        );
      },
    });
    memory.push(['end', rssMb(pid)]);
    const { latency, errors } = result;
    console.info(`\n${count.toLocaleString('en-US')} listings, ${connections} connections, ${duration} s`);
    console.info(`  requests/s   ${result.requestsPerSecond.toFixed(0)} (${result.total} in all)`);
    console.info(
      `  latency ms   p50 ${latency.p50}  p97.5 ${latency.p97_5}  p99 ${latency.p99}  max ${latency.max}`,
    );
    console.info(
      `  errors       ${errors} (socket errors ${result.socketErrors}, of which timeouts ${result.timeouts}; non-2xx ${result.non2xx})`,
    );
    console.info(`  rss MB       ${memory.map(([when, mb]) => `${when} ${mb.toFixed(0)}`).join(' · ')}`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    if (started) await stopBenchServer(started.server);
  }
}

await main();
