import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop: () => Promise<void>;
}

/**
 * Starts a PostgreSQL server of Debian's packages (`apt-get install postgresql`) on a spare port with a
 * new data folder, as the `postgres` user (it refuses to run as root). For benches only: data is thrown away.
 */
export async function startThrowawayPostgres(port = 54330): Promise<ThrowawayPostgres> {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1);
  if (!version) throw new Error('No PostgreSQL under /usr/lib/postgresql: apt-get install postgresql');
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const data = mkdtempSync(join(tmpdir(), 'bluebonnet-pg-'));
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${command}`, ...args], { stdio: 'ignore' });
  execFileSync('chown', ['postgres', data]);
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    join(data, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c shared_buffers=256MB`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    async stop() {
      asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      rmSync(data, { recursive: true, force: true });
    },
  };
}
