import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StartedPostgres {
  url: string;
  version: string;
  stop: () => Promise<void>;
}

export interface StartPostgresOptions {
  port?: number;
  /** A data folder to keep between runs (created on first use); unset: a new one, removed at stop. */
  dataDir?: string;
}

/**
 * Starts a PostgreSQL server of Debian's packages (`apt-get install postgresql`) on `port`, as the
 * `postgres` user (it refuses to run as root), listening on loopback only. For benches and
 * `npm run cluster`: a production database is the operator's own.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<StartedPostgres> {
  const { port = 54330 } = options;
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : [];
  const version = versions.at(-1);
  if (!version) throw new Error('No PostgreSQL under /usr/lib/postgresql: apt-get install postgresql');
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const throwaway = options.dataDir === undefined;
  const data = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bluebonnet-pg-'));
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${command}`, ...args], { stdio: 'ignore' });
  if (!existsSync(join(data, 'PG_VERSION'))) {
    mkdirSync(data, { recursive: true });
    execFileSync('chown', ['postgres', data]);
    asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    join(data, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c shared_buffers=256MB -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    async stop() {
      asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      if (throwaway) rmSync(data, { recursive: true, force: true });
    },
  };
}
