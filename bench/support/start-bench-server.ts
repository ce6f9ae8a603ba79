import { type ChildProcess, spawn } from 'node:child_process';

export interface BenchServer {
  /** http://host:port of the listening server. */
  base: string;
  server: ChildProcess;
}

/**
 * Starts the real server (`server/main.ts`) on a free port with `env` over this process's environment
 * (SEED_COUNT, DATA_DIR, DATABASE_URL …), echoing its output, and resolves once it says it is ready.
 */
export function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      const ready = /Ready in [\d.]+ s: (http:\/\/[^\s/]+)/.exec(output);
      if (ready?.[1]) resolve({ base: ready[1], server });
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * Stops the server the way an operator does (SIGTERM) and waits for it to finish its in-flight requests
 * and close the database, before anything (a throwaway PostgreSQL server) is torn down under it.
 */
export async function stopBenchServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
