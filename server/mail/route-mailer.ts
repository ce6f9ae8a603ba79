import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { MailSettings } from './mail-settings';
import type { OutboxMailer, OutboxMailerOptions } from './outbox-mailer';

/**
 * The outbox mailer a route plugin sends its stored rows with, closed when the app closes (sends in
 * flight finish before the database does); null without SMTP settings, when rows are stored 'unsent'.
 * Retries log through the app's logger.
 */
export function routeMailer<M extends OutboxMailer>(
  app: FastifyInstance,
  create: (options: OutboxMailerOptions) => M,
  { db, mail, retryEveryMs }: { db: Db; mail: MailSettings | undefined; retryEveryMs: number | undefined },
): M | null {
  if (!mail) return null;
  const mailer = create({
    db,
    settings: mail,
    retryEveryMs: retryEveryMs ?? 60_000,
    log: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => {
    await mailer.close();
  });
  return mailer;
}
