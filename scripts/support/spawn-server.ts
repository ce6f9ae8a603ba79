import { spawn } from 'node:child_process';

export interface SpawnedServer {
  /** 'http://127.0.0.1:PORT' */
  readonly baseUrl: string;
  /** Stops the server and waits for it to exit. */
  readonly stop: () => Promise<void>;
  /** The server's process id (its memory in /proc). */
  readonly pid: number;
}

export interface SpawnServerOptions {
  /** Environment on top of this process's: DATA_DIR, DIST_DIR, SEED_COUNT, DATABASE_URL… */
  readonly env: Record<string, string>;
  /** Copy the server's output to this process's (benches show seeding progress). */
  readonly echo?: boolean;
  readonly timeoutMs?: number;
  /**
   * Run the compiled server (build/server/main.js, as `npm start` does) instead of the TypeScript
   * sources under tsx; `npm run build` or `scripts/build-if-stale.ts` must have made it.
   */
  readonly compiled?: boolean;
}

/**
 * Starts the real server entry point (server/main.ts) on a free loopback port and resolves once it prints
 * its 'Ready in … s: URL' line; the browser tests and the benches drive it exactly as a visitor's browser
 * would. Rejects with the server's output when it exits or times out first.
 */
export function spawnServer({
  env,
  echo = false,
  timeoutMs = 120_000,
  compiled = false,
}: SpawnServerOptions): Promise<SpawnedServer> {
  const entry = compiled
    ? ['--enable-source-maps', 'build/server/main.js']
    : ['--import', 'tsx', 'server/main.ts'];
  const server = spawn(process.execPath, entry, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server did not start in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
      const ready = /Ready in [\d.]+ s: (http:\/\/[^\s/]+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ baseUrl: ready[1], stop, pid: server.pid ?? 0 });
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  });
}
