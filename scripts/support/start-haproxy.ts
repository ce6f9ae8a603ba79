import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/lib/project-root';

export interface StartedHaproxy {
  /** 'http://127.0.0.1:PORT' */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts Debian's HAProxy (`apt-get install haproxy`) in the foreground on `port`, balancing over the
 * servers at `backends` ('127.0.0.1:8081' …) with the repo's configuration (scripts/cluster/haproxy.cfg),
 * written out to `configFile`. Resolves once the configuration has been checked and the process runs.
 */
export async function startHaproxy(options: {
  port: number;
  backends: readonly string[];
  configFile: string;
}): Promise<StartedHaproxy> {
  const template = readFileSync(join(projectRoot(), 'scripts/cluster/haproxy.cfg'), 'utf8');
  const servers = options.backends.map((address, index) => `  server s${index + 1} ${address} check`);
  writeFileSync(
    options.configFile,
    template.replace('{{BIND}}', `127.0.0.1:${options.port}`).replace('{{SERVERS}}', servers.join('\n')),
  );
  try {
    execFileSync('haproxy', ['-c', '-q', '-f', options.configFile], { stdio: 'pipe' });
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    const said = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
    throw new Error(
      missing
        ? 'No haproxy on this machine: apt-get install -y haproxy'
        : `Bad HAProxy configuration: ${said}`,
    );
  }
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', options.configFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, 300);
    haproxy.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`haproxy exited with ${code}`));
    });
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    async stop() {
      if (haproxy.exitCode !== null) return;
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    },
  };
}
