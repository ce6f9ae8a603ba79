/**
 * The process's own log lines: starting, stopping and the background workers main.ts starts (MLS sync,
 * photos, alerts), so every line carries the `[bluebonnet]` prefix DESIGN.md asks for and a process
 * manager can tell warnings and errors apart. What the app built by server/app.ts owns (requests, its
 * mailers' retries, its search index) logs through Fastify's logger instead: LOG_LEVEL sets it, and a
 * test or an embedding host silences it with the app's `logger: false`.
 */
export const serverLog = {
  info(message: string): void {
    console.info(`[bluebonnet] ${message}`);
  },
  warn(message: string): void {
    console.warn(`[bluebonnet] ${message}`);
  },
  /** `cause` is shown as Node prints it (an Error with its stack), after the message. */
  error(message: string, ...cause: unknown[]): void {
    console.error(`[bluebonnet] ${message}`, ...cause);
  },
};
