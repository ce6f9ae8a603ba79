/**
 * `npm run dev`: builds the bundle and starts the server, then rebuilds the bundle when src/ or widgets/
 * change and restarts the server when server/ changes. Refresh the browser to see a change.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import { buildBundle } from '../esbuild.config';
import { projectRoot } from '../server/lib/project-root';

let server: ChildProcess | null = null;

function startServer(): void {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: process.env,
  });
}

async function restartServer(): Promise<void> {
  const running = server;
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
  startServer();
}

async function rebuild(): Promise<void> {
  try {
    await buildBundle({ minify: false, quiet: true });
    console.info('[dev] bundle rebuilt');
  } catch (error) {
    console.error('[dev] build failed:', error instanceof Error ? error.message : error);
  }
}

function debounce(action: () => Promise<void>, ms = 150): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => void action(), ms);
  };
}

// The unminified bundle written here is not what `npm start` built: its stamp goes, so the next start
// builds again instead of serving this one.
rmSync(join(projectRoot(), 'build/stamp.json'), { force: true });
await rebuild();
startServer();
const onClientChange = debounce(rebuild);
const onServerChange = debounce(restartServer);
for (const dir of ['src', 'widgets']) watch(dir, { recursive: true }, onClientChange);
watch('server', { recursive: true }, onServerChange);
process.on('SIGINT', () => {
  server?.kill('SIGTERM');
  process.exit(0);
});
