/**
 * The server's own log lines: starting, stopping and the background work (MLS sync, photos, alerts).
 * Requests log through Fastify's logger; everything else goes through here, so every line carries the
 * `[bluebonnet]` prefix DESIGN.md asks for and a process manager can tell warnings and errors apart.
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
