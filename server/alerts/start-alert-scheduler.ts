import { createDigestMailer, type DigestMailerOptions } from './digest-mailer';
import { runSavedSearchAlerts } from './run-saved-search-alerts';

export interface AlertScheduler {
  /** Stops the timer and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs the saved-search alerts every `intervalMinutes` (ALERT_INTERVAL_MINUTES; 0 turns them off).
 * Each search is e-mailed at most once a day whatever the interval: the interval only says how soon a
 * due search, or a digest whose send failed, is picked up. Runs never overlap.
 */
export function startAlertScheduler(
  options: DigestMailerOptions & { intervalMinutes: number },
): AlertScheduler {
  const { db, intervalMinutes, log = () => {} } = options;
  if (intervalMinutes <= 0) return { stop: async () => {} };
  const mailer = createDigestMailer(options);
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runSavedSearchAlerts(db, mailer, new Date())
      .then((result) => {
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
