import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/lib/project-root';

const root = projectRoot();

/** Every file under `dir` (node_modules and the data folder aside) with a hash of its content. */
function snapshot(dir: string, skip: ReadonlySet<string>): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string, relative: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip.has(name)) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) visit(full, name);
      else if (entry.isFile()) files.set(name, createHash('sha1').update(readFileSync(full)).digest('hex'));
    }
  };
  visit(dir, '');
  return files;
}

/** Makes every file and folder under `dir` read-only (the symlinked node_modules is left as it is). */
function makeReadOnly(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) makeReadOnly(full);
    chmodSync(full, statSync(full).mode & 0o555);
  }
  chmodSync(dir, statSync(dir).mode & 0o555);
}

/** `ps` rows (pid and command line) of the processes in one process group. */
function processGroup(pgid: number): { pid: number; args: string }[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '-g', String(pgid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), args: match[2] ?? '' }));
}

let work: string;
let app: string;
let server: ChildProcess | undefined;
let output = '';

/**
 * DESIGN "Running it for real": `npm start` serves the built bundle and the compiled server with plain
 * node and never rewrites a file of the checkout. Proven on a copy of the checkout that is built once (as
 * `npm install && npm start` does on a first start) and then made read-only, started as a user who could
 * not write there even if it tried. It starts on the embedded database, so the PostgreSQL stage of the
 * server tests does not run it twice.
 */
describe.skipIf(process.env.DATABASE_URL)('npm start on a built, read-only checkout', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'bluebonnet-start-'));
    app = join(work, 'app');
    // The working tree as git sees it (tracked files and new ones not ignored): what a clone would hold.
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => file !== '' && statSync(join(root, file), { throwIfNoEntry: false })?.isFile());
    for (const file of files) {
      mkdirSync(dirname(join(app, file)), { recursive: true });
      cpSync(join(root, file), join(app, file));
    }
    symlinkSync(join(root, 'node_modules'), join(app, 'node_modules'));
    // The first start builds what is missing.
    execFileSync('npx', ['--no-install', 'tsx', 'scripts/build-if-stale.ts'], { cwd: app, stdio: 'pipe' });
  }, 180_000);

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    execFileSync('chmod', ['-R', 'u+w', work]);
    rmSync(work, { recursive: true, force: true });
  });

  it('builds nothing, writes nothing and serves through node without a TypeScript loader', async () => {
    const before = snapshot(app, new Set(['node_modules']));
    expect([...before.keys()]).toEqual(
      expect.arrayContaining(['build/server/main.js', 'dist/bluebonnet.js']),
    );
    makeReadOnly(app);
    const data = join(work, 'data');
    mkdirSync(data);
    chmodSync(data, 0o777);
    chmodSync(work, 0o755);

    // As root, permissions do not stop a write: start as 'nobody' then, for whom the copy is read-only.
    const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'nobody', '--'] : [];
    const [command = 'npm', ...args] = [...asUser, 'npm', 'start'];
    server = spawn(command, args, {
      cwd: app,
      detached: true,
      env: {
        ...process.env,
        HOME: data,
        npm_config_cache: join(data, 'npm-cache'),
        npm_config_update_notifier: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(data, 'db'),
        SEED_COUNT: '300',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ready = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Ready in [\d.]+ s: (http:\/\/[^\s/]+)/.exec(output);
        if (found?.[1]) resolve(found[1]);
      };
      server?.stdout?.on('data', onData);
      server?.stderr?.on('data', onData);
      server?.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });

    expect(output).toContain('The build is up to date.');
    const page = await fetch(`${ready}/listings`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<bb-listings');
    const bundle = await fetch(`${ready}/dist/bluebonnet.js`);
    expect(bundle.status).toBe(200);

    // The process that serves: plain node running the compiled file, with no loader in its arguments
    // or in NODE_OPTIONS.
    const serving = processGroup(server.pid ?? 0).filter(({ args }) => args.includes('build/server/main.js'));
    const node = serving.find(({ args }) => /^\S*node\s/.test(args));
    expect(node, JSON.stringify(serving)).toBeDefined();
    expect(node?.args).not.toMatch(/tsx|ts-node|--import|--loader|--experimental-strip-types/);
    const environ = readFileSync(`/proc/${node?.pid}/environ`, 'utf8').split('\0');
    const nodeOptions = environ.find((entry) => entry.startsWith('NODE_OPTIONS=')) ?? '';
    expect(nodeOptions).not.toMatch(/tsx|--import|--loader/);

    expect(snapshot(app, new Set(['node_modules']))).toEqual(before);
  }, 180_000);
});
