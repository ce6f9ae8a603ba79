import { buildApp } from './app';
import { loadConfig } from './config';
import { isSeeded, seed } from './data/seed';
import { openDb } from './db/open-db';
import { texasToday } from './lib/texas-today';
import { startSmtpCatcher } from './mail/start-smtp-catcher';

/**
 * Starts the server: opens (creating and migrating) the database, seeds the demo data on first start,
 * then listens. Stops gracefully on SIGINT/SIGTERM so in-flight requests finish and the database closes.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const started = performance.now();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (!(await isSeeded(db))) {
    console.info(`[bluebonnet] First start: seeding ${config.seedCount.toLocaleString('en-US')} listings…`);
    await seed(db, { count: config.seedCount, seed: 1, today: texasToday() });
  }
  // Without an SMTP server the demo still sends lead e-mails: to a catcher that logs where each went.
  const catcher = config.smtpUrl ? null : await startSmtpCatcher();
  catcher?.onMail((mail) =>
    console.info(`[bluebonnet] Lead e-mail caught for ${mail.to.join(', ')}: ${mail.subject}`),
  );
  if (catcher)
    console.info(`[bluebonnet] No SMTP_URL: lead e-mails go to the local catcher at ${catcher.url}`);
  const mail = {
    smtpUrl: config.smtpUrl ?? catcher?.url ?? '',
    from: config.mailFrom,
    leadTo: config.leadTo,
  };
  const app = await buildApp({ db, config, mail, ...(config.distDir ? { distDir: config.distDir } : {}) });
  const address = await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`[bluebonnet] Ready in ${seconds} s: ${address.replace('127.0.0.1', 'localhost')}/listings`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[bluebonnet] ${signal}: finishing requests and closing the database…`);
    await app.close();
    await catcher?.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[bluebonnet] Could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
