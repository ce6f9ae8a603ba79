import { texasToday } from '../src/lib/time/texas-time';
import { startAlertScheduler } from './alerts/start-alert-scheduler';
import { buildApp } from './app';
import { loadConfig } from './config';
import { brokerageName } from './data/generator/brokerage';
import { isSeeded, seed } from './data/seed';
import { advisoryLock } from './db/advisory-lock';
import { openDb } from './db/open-db';
import { trackInFlightRequests } from './http/in-flight-requests';
import { Readiness } from './http/readiness';
import { serverLog } from './lib/server-log';
import { startSmtpCatcher } from './mail/start-smtp-catcher';
import { openPhotoStore } from './photos/open-photo-store';
import { startPhotoPipeline } from './photos/start-photo-pipeline';
import { databaseFeedLock } from './reso/sync/feed-lock';
import { feedPhotoAuthorization } from './reso/sync/feed-photo-authorization';
import { startResoSync } from './reso/sync/start-reso-sync';

/** The longest shutdown waits for handlers whose clients have left (a queue of slow requests drains). */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Starts the server: opens (creating and migrating) the database, seeds the demo data on first start,
 * then listens. Stops gracefully on SIGINT/SIGTERM so in-flight requests finish and the database closes.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const started = performance.now();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (!(await isSeeded(db))) {
    serverLog.info(`First start: seeding ${config.seedCount.toLocaleString('en-US')} listings…`);
    await seed(db, { count: config.seedCount, seed: 1, today: texasToday() });
  }
  // Without an SMTP server the demo still sends its e-mails (leads, contact messages, alerts): to a catcher
  // that logs where each went.
  const catcher = config.smtpUrl ? null : await startSmtpCatcher();
  catcher?.onMail((mail) => serverLog.info(`E-mail caught for ${mail.to.join(', ')}: ${mail.subject}`));
  if (catcher) serverLog.info(`No SMTP_URL: e-mails go to the local catcher at ${catcher.url}`);
  const mail = {
    smtpUrl: config.smtpUrl ?? catcher?.url ?? '',
    from: config.mailFrom,
    leadTo: config.leadTo,
  };
  const readiness = new Readiness();
  const photoStore = openPhotoStore(config.photos, config.dataDir);
  const app = await buildApp({
    db,
    config,
    mail,
    siteUrl: config.siteUrl,
    readiness,
    photoStore,
    ...(config.distDir ? { distDir: config.distDir } : {}),
  });
  const inFlight = trackInFlightRequests(app);
  const address = await app.listen({ port: config.port, host: config.host });
  // Saved-search e-mail alerts (ALERT_INTERVAL_MINUTES; 0 = off).
  const alerts = startAlertScheduler({
    db,
    smtpUrl: mail.smtpUrl,
    from: mail.from,
    siteUrl: config.siteUrl,
    brand: config.brand,
    intervalMinutes: mail.smtpUrl ? config.alertIntervalMinutes : 0,
    lock: advisoryLock(db, config.databaseUrl, 'bluebonnet:alerts'),
    log: serverLog.info,
  });
  // The MLS's photos: downloaded, resized and stored (PHOTO_* variables); a restart resumes where it left.
  if (config.photos.intervalSeconds > 0) serverLog.info(`MLS photos are kept on ${photoStore.description}`);
  const photos = startPhotoPipeline({
    db,
    store: photoStore,
    concurrency: config.photos.concurrency,
    perSecond: config.photos.perSecond,
    intervalSeconds: config.photos.intervalSeconds,
    // MLS Grid's photos need the feed's token (RESO_FEEDS mediaAuth); public CDN links get none.
    authorization: feedPhotoAuthorization(config.reso.feeds),
    log: serverLog.info,
  });
  // The MLS feeds (RESO_FEEDS): on PGlite only this process may write, so the sync runs here; on
  // PostgreSQL here too unless RESO_SYNC_IN_SERVER=false leaves it to the `sync:reso` worker (the lock
  // keeps one sync per feed either way).
  const { feeds, syncInServer, staleAfterMs } = config.reso;
  const inServer = feeds.length > 0 && (syncInServer || db.kind === 'pglite');
  if (feeds.length > 0 && !syncInServer && db.kind === 'pglite') {
    serverLog.warn('RESO_SYNC_IN_SERVER=false is ignored on the embedded database: it allows one process.');
  }
  const resoSync = inServer
    ? startResoSync({
        db,
        feeds,
        brokerage: brokerageName,
        lock: databaseFeedLock(db, config.databaseUrl),
        staleAfterMs,
        log: serverLog.info,
        error: serverLog.error,
        // New and changed photos are fetched as soon as their listings are in, not at the next pass.
        onRun: (_feed, result) => {
          if (result.status !== 'busy') photos.wake();
        },
      })
    : null;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // A host missing here is refused with 400 (ALLOWED_HOSTS, else SITE_URL's domain): say which are served.
  serverLog.info(`Serving the hosts ${config.allowedHosts.join(', ')} and IP addresses.`);
  serverLog.info(`Ready in ${seconds} s: ${address.replace('127.0.0.1', 'localhost')}/listings`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (config.drainSeconds > 0) {
      // Not ready from now on: the load balancer stops sending requests while these are still answered.
      readiness.drain();
      serverLog.info(`${signal}: draining for ${config.drainSeconds} s…`);
      await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    }
    serverLog.info(`${signal}: finishing requests and closing the database…`);
    // close() stops new requests and waits for open connections; handlers whose client already left
    // may still be querying, so the database closes only when they are done too.
    // The background work stops together (a sync at its next page, a photo pass and an alert run when
    // done), and the database closes whatever any of them threw: PGlite's lock file must be let go.
    const stopped = await Promise.allSettled([
      app.close(),
      alerts.stop(),
      photos.stop(),
      resoSync?.stop(),
      inFlight.settled(SHUTDOWN_GRACE_MS).then((left) => {
        if (left > 0) serverLog.warn(`Closing the database under ${left} unfinished request(s).`);
      }),
    ]);
    for (const result of stopped) {
      if (result.status === 'rejected') serverLog.error('While stopping:', result.reason);
    }
    await catcher?.close().catch(() => {});
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  serverLog.error('Could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
