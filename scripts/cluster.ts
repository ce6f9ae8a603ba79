/**
 * `npm run cluster [-- --servers 3 --port 8080 --count 20000]`: the site as it runs on several machines,
 * on this one: a PostgreSQL server (Debian's; its data kept in data/cluster/postgres), `--servers`
 * compiled servers sharing it, and HAProxy (Debian's) in front on `--port`, health-checking each
 * server's readiness. With DATABASE_URL set, that PostgreSQL is used instead of starting one. Ctrl-C
 * stops everything. Needs `apt-get install -y postgresql haproxy` and runs as root (PostgreSQL runs as
 * its own user).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../server/lib/project-root';
import { startCluster } from './support/start-cluster';
import { startPostgres } from './support/start-postgres';

const { values } = parseArgs({
  options: {
    servers: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    count: { type: 'string', default: '20000' },
    'postgres-port': { type: 'string', default: '54331' },
  },
});

const root = projectRoot();
const workDir = join(root, 'data/cluster');
mkdirSync(workDir, { recursive: true });
execFileSync('npx', ['--no-install', 'tsx', 'scripts/build-if-stale.ts'], { cwd: root, stdio: 'inherit' });

const postgres = process.env.DATABASE_URL
  ? null
  : await startPostgres({ port: Number(values['postgres-port']), dataDir: join(workDir, 'postgres') });
const databaseUrl = process.env.DATABASE_URL || postgres?.url || '';
console.info(`[cluster] PostgreSQL at ${databaseUrl}; starting ${values.servers} servers…`);
const cluster = await startCluster({
  databaseUrl,
  servers: Number(values.servers),
  port: Number(values.port),
  seedCount: Number(values.count),
  workDir,
  echo: true,
});
console.info(
  `[cluster] HAProxy at ${cluster.url}/listings over servers on ports ${cluster.servers.map((s) => s.port).join(', ')}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.info('[cluster] stopping…');
  await cluster.stop();
  await postgres?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
