/**
 * `npm run bench:cluster [-- --duration 60 --connections 100 --count 20000 --seed 1]`: issue 24's
 * measurement of several servers behind a real load balancer. Starts a throwaway PostgreSQL (Debian's),
 * then through HAProxy (Debian's, scripts/cluster/haproxy.cfg) holds `connections` for `duration` seconds
 * over the visitors' mixed workload, first with 1 compiled server and then with 3, and prints their
 * throughput side by side with each server's resident memory; then, with 3 servers under the same load,
 * restarts them one after another (SIGTERM: drain, close, start again) and counts failed requests, which
 * should be none. Figures, not assertions; the exit code is 1 when any request failed.
 * Needs `apt-get install -y postgresql haproxy`, run as root.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Cluster, startCluster } from '../scripts/support/start-cluster';
import { startPostgres } from '../scripts/support/start-postgres';
import { type LoadResult, rssMb, runMixedLoad } from './support/mixed-load';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '18100' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const seed = Number(values.seed);
const WARM_UP_S = 10;

const line = (label: string, result: LoadResult) =>
  `  ${label.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  ` +
  `p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  errors ${result.errors} ` +
  `(socket ${result.socketErrors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`;

const memory = (cluster: Cluster) =>
  cluster.servers.map((server) => `${server.port}: ${rssMb(server.current.pid).toFixed(0)} MB`).join(', ');

/** Warm-up (not counted), then the measured load. */
async function measure(cluster: Cluster): Promise<LoadResult> {
  await runMixedLoad({ base: cluster.url, connections: 10, duration: WARM_UP_S, seed: seed + 1000 });
  return runMixedLoad({ base: cluster.url, connections, duration, seed });
}

async function main(): Promise<void> {
  execFileSync('npx', ['--no-install', 'tsx', 'scripts/build-if-stale.ts'], { stdio: 'inherit' });
  const workDir = mkdtempSync(join(tmpdir(), 'bluebonnet-cluster-'));
  const postgres = await startPostgres({ port: Number(values.port) + 50 });
  const results: string[] = [];
  let failed = 0;
  const run = async (servers: number, body: (cluster: Cluster) => Promise<void>) => {
    console.info(`\n${servers} server(s) behind HAProxy…`);
    const cluster = await startCluster({
      databaseUrl: postgres.url,
      servers,
      port: Number(values.port),
      seedCount: Number(values.count),
      workDir,
    });
    try {
      await body(cluster);
    } finally {
      await cluster.stop();
    }
  };
  try {
    for (const servers of [1, 3]) {
      await run(servers, async (cluster) => {
        const result = await measure(cluster);
        failed += result.errors;
        results.push(line(`${servers} server(s)`, result), `    rss after the load: ${memory(cluster)}`);
        console.info(results.slice(-2).join('\n'));
      });
    }
    await run(3, async (cluster) => {
      await runMixedLoad({ base: cluster.url, connections: 10, duration: WARM_UP_S, seed: seed + 1000 });
      const load = runMixedLoad({ base: cluster.url, connections, duration, seed });
      // Each server in turn, a few seconds into the load, while the others carry it.
      const restarts: string[] = [];
      for (const server of cluster.servers) {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        const began = performance.now();
        await server.restart();
        restarts.push(`${server.port} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
      }
      const result = await load;
      failed += result.errors;
      results.push(line('3, rolling restart', result), `    restarted: ${restarts.join(', ')}`);
      console.info(results.slice(-2).join('\n'));
    });
  } finally {
    await postgres.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  console.info(
    `\n${Number(values.count).toLocaleString('en-US')} listings on PostgreSQL ${postgres.version}, ` +
      `${connections} connections for ${duration} s, mixed workload through HAProxy:\n${results.join('\n')}`,
  );
  if (failed > 0) process.exitCode = 1;
}

await main();
