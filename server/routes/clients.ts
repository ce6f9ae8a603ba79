import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import {
  fieldErrorsFromIssues,
  leadRecipientQuerySchema,
  leadRequestSchema,
  leadValidateRequestSchema,
} from '../../src/contract';
import { suggestEmail } from '../../src/lib/lead/suggest-email';
import type { AppContext } from '../app-context';
import type { Accounts } from '../auth/accounts';
import { findLeadRecipient } from '../db/queries/find-lead-recipient';
import { insertLead } from '../db/queries/insert-lead';
import { parseOr400 } from '../http/parse-or-400';
import { createLeadMailer } from '../mail/lead-mailer';
import type { MailSettings } from '../mail/mail-settings';
import { routeMailer } from '../mail/route-mailer';
import { acceptFormBodies } from './form-body-parser';
import { register } from './registration';
import { screenFormPost } from './screen-form-post';

/** Where leads go when no mail is configured: recorded on the lead, nothing is sent. */
const UNCONFIGURED_LEAD_TO = 'leads@localhost';

interface Options {
  context: AppContext;
  /** Captcha, sessions: a registration signs the new client in (server/routes/registration.ts). */
  accounts: Accounts;
  /** SMTP settings; without them leads are stored as 'unsent'. */
  mail?: MailSettings | undefined;
  /** How often owed lead e-mails are retried (ms); 0 turns retries off (tests). */
  leadRetryMs?: number | undefined;
}

const emailOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'PartyEmail' in body && typeof body.PartyEmail === 'string'
    ? suggestEmail(body.PartyEmail)
    : null;

// Registration shares the path (SPEC §7); its body is recognised by the fields only it has.
const isRegistration = (body: unknown) =>
  typeof body === 'object' && body !== null && ('clientrole' in body || 'password' in body);

function rejectFields(
  reply: FastifyReply,
  issues: readonly v.BaseIssue<unknown>[],
  suggestion: string | null,
) {
  return reply
    .code(422)
    .send({ success: false, errors: fieldErrorsFromIssues(issues), message: null, suggestion });
}

/**
 * The lead flow's calls (SPEC §7): `POST /api/clients/validate-form` checks a step of the lead form and
 * answers errors by field plus an e-mail typo suggestion; `POST /api/clients` with a lead body stores
 * the lead, then e-mails it to the person `GET /api/lead-recipient` names for the tour card (one rule,
 * server/db/queries/find-lead-recipient.ts). Storing comes first and the e-mail
 * is sent after the answer, so neither a slow nor a broken SMTP server can lose a lead or delay the
 * visitor. No password is ever made from the phone (DESIGN rulings); ClientID is not trusted from the
 * body, so it is not stored. A registration body on the same path is a registration
 * (server/routes/registration.ts).
 */
export const clientRoutes: FastifyPluginAsync<Options> = async (
  app,
  { context, accounts, mail, leadRetryMs },
) => {
  acceptFormBodies(app);
  const mailer = routeMailer(app, createLeadMailer, { db: context.db, mail, retryEveryMs: leadRetryMs });

  // The tour card shows whoever a tour request from this listing and site would be sent to.
  app.get('/api/lead-recipient', async (request, reply) => {
    const query = parseOr400(leadRecipientQuerySchema, request.query, 'query');
    const { person } = await findLeadRecipient(
      context.db,
      { listingKey: query.ListingKeyNumeric ?? null, siteAgent: query.MatrixDir ?? null },
      mail?.leadTo ?? UNCONFIGURED_LEAD_TO,
    );
    void reply.header('cache-control', 'public, max-age=300');
    return { data: person };
  });

  app.post('/api/clients/validate-form', async (request, reply) => {
    const suggestion = emailOf(request.body);
    const parsed = v.safeParse(leadValidateRequestSchema, request.body ?? {});
    if (!parsed.success) return rejectFields(reply, parsed.issues, suggestion);
    return { success: true, message: null, suggestion };
  });

  app.post('/api/clients', async (request, reply) => {
    if (isRegistration(request.body)) return register(request, reply, context.db, accounts);
    const suggestion = emailOf(request.body);
    const parsed = v.safeParse(leadRequestSchema, request.body ?? {});
    if (!parsed.success) return rejectFields(reply, parsed.issues, suggestion);

    const screening = await screenFormPost(context.db, 'lead', request.ip, request.body, context.formLimits);
    if (screening.verdict === 'limited') {
      return reply
        .code(429)
        .header('retry-after', String(screening.retryAfter))
        .send({ success: false, errors: { form: ['form_rate_limited'] }, message: null, suggestion });
    }
    if (screening.verdict === 'decoy') return { success: true, message: null, suggestion };

    const lead = parsed.output;
    const { recipient } = await findLeadRecipient(
      context.db,
      { listingKey: lead.ListingKeyNumeric, siteAgent: lead.MatrixDir },
      mail?.leadTo ?? UNCONFIGURED_LEAD_TO,
    );
    const leadId = await insertLead(context.db, {
      request: lead,
      recipient,
      deliveryStatus: mailer ? 'pending' : 'unsent',
    });
    // Not awaited: the lead is safe in the database; the mailer records how sending went.
    if (mailer) void mailer.deliver(leadId);
    return { success: true, message: null, suggestion, leadId };
  });
};
