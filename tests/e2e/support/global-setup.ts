import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBundle } from '../../../esbuild.config';
import { spawnServer } from '../../../scripts/support/spawn-server';
import { startSmtpCatcher } from '../../../server/mail/start-smtp-catcher';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A JSON-lines file with each e-mail the server sent (lead e-mails), appended as they arrive. */
    mailLog: string;
    /** The bundle the server serves, for tests that start a server of their own (inert-user-text). */
    distDir: string;
  }
}

/** Listings the browser tests' database starts with: enough for many pages around Austin, quick to seed. */
const SEED_COUNT = '3000';

/**
 * Builds the bundle (with the test-only widgets of tests/e2e/widgets), starts the real server entry point
 * on a free port with a fresh database of its own, and hands its address to the tests.
 */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'bluebonnet-e2e-'));
  const distDir = join(work, 'dist');
  await buildBundle({
    outDir: distDir,
    extraWidgetDirs: [join(import.meta.dirname, '../widgets')],
    quiet: true,
  });

  // The server's SMTP goes to a catcher of ours; tests read what it caught from the mail log.
  const mailLog = join(work, 'mail.jsonl');
  writeFileSync(mailLog, '');
  const catcher = await startSmtpCatcher();
  catcher.onMail((mail) => appendFileSync(mailLog, `${JSON.stringify(mail)}\n`));

  const server = await spawnServer({
    env: {
      DATA_DIR: join(work, 'data'),
      DIST_DIR: distDir,
      SEED_COUNT,
      DATABASE_URL: '',
      SMTP_URL: catcher.url,
      LEAD_TO: 'leads@e2e.test',
      // Every browser test posts from 127.0.0.1 to this one server: the flood limits (tested on their own
      // in tests/server/form-flood.test.ts) would refuse the sixth lead or message of the run.
      FORM_POSTS_PER_10_MINUTES: '1000',
      FORM_POSTS_PER_DAY: '1000',
      // The browser tests run offline: the default OpenFreeMap style would have every map wait for the
      // fallback's timeout. tests/e2e/base-map.e2e.ts starts servers of its own for the other base maps.
      MAP_STYLE_URL: 'offline',
    },
    // Seeding 3,000 listings on two cores shared with other runs can take longer than two minutes.
    timeoutMs: 300_000,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailLog', mailLog);
  project.provide('distDir', distDir);

  return async () => {
    await server.stop();
    await catcher.close();
    rmSync(work, { recursive: true, force: true });
  };
}
