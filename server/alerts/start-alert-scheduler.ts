import type { AdvisoryLock } from '../db/advisory-lock';
import { createDigestMailer, type DigestMailerOptions } from './digest-mailer';
import { runSavedSearchAlerts } from './run-saved-search-alerts';

export interface AlertScheduler {
  /** Stops the timer and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs the saved-search alerts every `intervalMinutes` (ALERT_INTERVAL_MINUTES; 0 turns them off).
 * Each search is e-mailed at most once a day whatever the interval: the interval only says how soon a
 * due search, or a digest whose send failed, is picked up. Runs never overlap, on this server or any
 * other of the database: a run holds `lock`, and a server that finds it held skips its turn (the claims
 * in the database already keep two runs from sending one digest twice; the lock saves the work). A
 * server that dies mid-run lets go of the lock with its connection, and the next one due takes over.
 */
export function startAlertScheduler(
  options: DigestMailerOptions & { intervalMinutes: number; lock: AdvisoryLock },
): AlertScheduler {
  const { db, intervalMinutes, lock, log = () => {} } = options;
  if (intervalMinutes <= 0) return { stop: async () => {} };
  const mailer = createDigestMailer(options);
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runWhileHolding(lock, async () => {
      const result = await runSavedSearchAlerts(db, mailer, new Date());
      if (result.collected + result.sent + result.failed > 0)
        log(
          `saved-search alerts: ${result.collected} digest(s) stored, ${result.sent} sent, ${result.failed} failed`,
        );
    })
      .catch((error: unknown) => log(`saved-search alerts failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  // A first run soon after start, so a restart does not wait a whole interval to catch up.
  const first = setTimeout(tick, 30_000);
  const timer = setInterval(tick, intervalMinutes * 60_000);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
      mailer.close();
    },
  };
}

/** Runs `work` holding the alerts' lock; skips it while another server holds it. */
async function runWhileHolding(lock: AdvisoryLock, work: () => Promise<void>): Promise<void> {
  const release = await lock('saved-search-alerts');
  if (release === null) return;
  try {
    await work();
  } finally {
    await release();
  }
}
