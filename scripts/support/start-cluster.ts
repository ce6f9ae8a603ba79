import { join } from 'node:path';
import { type SpawnedServer, spawnServer } from './spawn-server';
import { startHaproxy } from './start-haproxy';

export interface ClusterServer {
  readonly port: number;
  /** The running process; replaced by `restart()`. */
  current: SpawnedServer;
  /** Stops this server as an operator does (SIGTERM: it drains, then closes) and starts it again. */
  restart: () => Promise<void>;
}

export interface Cluster {
  /** The load balancer's address: where visitors go. */
  readonly url: string;
  readonly servers: readonly ClusterServer[];
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  /** The PostgreSQL all servers share. */
  databaseUrl: string;
  servers: number;
  /** The balancer's port; the servers take the ports after it. */
  port: number;
  /** Listings generated if the database is empty (by the first server, before the others start). */
  seedCount: number;
  /** Folder for the balancer's written configuration. */
  workDir: string;
  /** More environment for every server. */
  env?: Record<string, string>;
  echo?: boolean;
}

/**
 * Several compiled servers on one PostgreSQL behind HAProxy, the way README "Scaling" says to run it. The
 * first server starts alone (it migrates and, on an empty database, seeds); the others follow at once.
 * Every server trusts the balancer's forwarded headers and drains for 3 s when stopped, longer than the
 * balancer's health check needs to take it out of rotation.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const ports = Array.from({ length: options.servers }, (_, index) => options.port + 1 + index);
  const envFor = (port: number, first: boolean) => ({
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    SEED_COUNT: first ? String(options.seedCount) : '0',
    TRUST_PROXY: '127.0.0.1',
    DRAIN_SECONDS: '3',
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  const start = (port: number, first: boolean) =>
    spawnServer({
      env: envFor(port, first),
      compiled: true,
      echo: options.echo ?? false,
      timeoutMs: 600_000,
    });

  const [firstPort, ...otherPorts] = ports;
  if (firstPort === undefined) throw new Error('A cluster needs at least one server');
  const first = await start(firstPort, true);
  const others = await Promise.all(otherPorts.map((port) => start(port, false)));
  const servers: ClusterServer[] = [first, ...others].map((spawned, index) => {
    const port = ports[index] ?? 0;
    const server: ClusterServer = {
      port,
      current: spawned,
      async restart() {
        await server.current.stop();
        server.current = await start(port, false);
      },
    };
    return server;
  });
  const stopServers = () => Promise.all(servers.map((server) => server.current.stop()));
  const balancer = await startHaproxy({
    port: options.port,
    backends: ports.map((port) => `127.0.0.1:${port}`),
    configFile: join(options.workDir, 'haproxy.cfg'),
  }).catch(async (error: unknown) => {
    await stopServers();
    throw error;
  });
  await waitUntilReady(balancer.url).catch(async (error: unknown) => {
    await balancer.stop();
    await stopServers();
    throw error;
  });
  return {
    url: balancer.url,
    servers,
    async stop() {
      await balancer.stop();
      await stopServers();
    },
  };
}

/** Waits until the balancer answers readiness (its health checks have seen a ready server). */
async function waitUntilReady(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`${url}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The balancer at ${url} found no ready server in ${timeoutMs / 1000} s`);
}
