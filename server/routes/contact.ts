import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { contactMessageRequestSchema, fieldErrorsFromIssues } from '../../src/contract';
import type { AppContext } from '../app-context';
import { findContactRecipient } from '../db/queries/find-contact-recipient';
import { insertContactMessage } from '../db/queries/insert-contact-message';
import { createContactMailer } from '../mail/contact-mailer';
import type { MailSettings } from '../mail/mail-settings';
import { routeMailer } from '../mail/route-mailer';
import { acceptFormBodies } from './form-body-parser';
import { screenFormPost } from './screen-form-post';

/** Where messages go when no mail is configured: recorded on the message, nothing is sent. */
const UNCONFIGURED_TO = 'leads@localhost';

interface Options {
  context: AppContext;
  /** SMTP settings; without them messages are stored as 'unsent'. */
  mail?: MailSettings | undefined;
  /** How often owed e-mails are retried (ms); 0 turns retries off (tests). */
  retryMs?: number | undefined;
}

/**
 * `POST /api/save-contact-form` (SPEC §7), form-encoded or JSON: checks clientName, clientEmail,
 * clientPhone and clientMessage with the lead form's rules and answers errors by field, each on its own
 * field (DESIGN fixes SPEC's defect). A good message is stored first and e-mailed after the answer — to
 * the agent whose page it came from (`MatrixDir`), else to the brokerage — so a slow or broken SMTP
 * server neither loses it nor keeps the visitor waiting.
 */
export const contactRoutes: FastifyPluginAsync<Options> = async (app, { context, mail, retryMs }) => {
  acceptFormBodies(app);
  const mailer = routeMailer(app, createContactMailer, { db: context.db, mail, retryEveryMs: retryMs });

  app.post('/api/save-contact-form', async (request, reply) => {
    const parsed = v.safeParse(contactMessageRequestSchema, request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(422)
        .send({ success: false, errors: fieldErrorsFromIssues(parsed.issues), message: null });
    }
    const screening = await screenFormPost(
      context.db,
      'contact',
      request.ip,
      request.body,
      context.formLimits,
    );
    if (screening.verdict === 'limited') {
      return reply
        .code(429)
        .header('retry-after', String(screening.retryAfter))
        .send({ success: false, errors: { form: ['form_rate_limited'] }, message: null });
    }
    // A bot that filled the hidden field is told what a person would be told; nothing is kept or sent.
    if (screening.verdict === 'decoy') return { success: true, message: null };

    const message = parsed.output;
    const { recipient, matrixDir } = await findContactRecipient(
      context.db,
      message.MatrixDir,
      mail?.leadTo ?? UNCONFIGURED_TO,
    );
    const id = await insertContactMessage(context.db, {
      request: message,
      matrixDir,
      recipient,
      deliveryStatus: mailer ? 'pending' : 'unsent',
    });
    // Not awaited: the message is safe in the database; the mailer records how sending went.
    if (mailer) void mailer.deliver(id);
    return { success: true, message: null };
  });
};
