import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { accountDeletionRequestSchema, type FieldErrors, fieldErrorsFromIssues } from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { checkCurrentPassword } from '../auth/check-current-password';
import { requireSignedIn } from '../auth/require-signed-in';
import { sessionCookie } from '../auth/start-session';
import { deleteClient } from '../db/queries/delete-client';
import { readAccount } from '../db/queries/read-account';
import { ApiError } from '../http/api-error';
import { acceptFormBodies } from './form-body-parser';

const refuse = (reply: FastifyReply, errors: FieldErrors, code = 422) =>
  reply.code(code).send({ success: false, errors, message: null });

/**
 * `POST /api/delete-account`: a signed-in client deletes their own account (the privacy page says what
 * that removes). A client with a password confirms with it (counted by the sign-in limiter before it is
 * checked, as a password change is); one who signs in only with Google or Facebook types their e-mail
 * address. Deleting the clients row removes, by the schema's ON DELETE CASCADE, every session (so every
 * browser is signed out), the profile photo, saved listings with their notes, saved searches, stored
 * alert e-mails, known devices and blog comments and reactions. Comments are deleted, not anonymised:
 * the text is the client's own words and may name them, and replies go with the comment they answer
 * (server/db/migrations/017_blog.sql). Leads and contact messages are not the account's: they were
 * sent to an agent, who keeps them. Cross-site posts are refused by the app-wide CSRF hook
 * (server/auth/refuse-cross-site.ts).
 */
export const accountDeletionRoute: FastifyPluginAsync<AccountRouteOptions> = async (
  app,
  { context, accounts },
) => {
  const { db } = context;
  acceptFormBodies(app);

  app.post('/api/delete-account', async (request, reply) => {
    const clientId = await requireSignedIn(request, db);
    const account = await readAccount(db, clientId);
    if (!account) throw new ApiError('unauthorized', 'Please sign in first.');
    const parsed = v.safeParse(accountDeletionRequestSchema, request.body ?? {});
    if (!parsed.success) return refuse(reply, fieldErrorsFromIssues(parsed.issues));
    const { currentPsw, confirmEmail } = parsed.output;

    if (account.passwordHash) {
      const refusal = await checkCurrentPassword(db, accounts, request, { clientId, ...account }, currentPsw);
      if (refusal?.retryAfter) void reply.header('retry-after', String(refusal.retryAfter));
      if (refusal) return refuse(reply, { currentPsw: [refusal.code] }, refusal.retryAfter ? 429 : 422);
    } else if (confirmEmail !== account.email.toLowerCase()) {
      return refuse(reply, { confirmEmail: [confirmEmail === '' ? 'required' : 'email_mismatch'] });
    }

    await deleteClient(db, clientId);
    request.log.info({ clientId }, 'account deleted by its client');
    void reply.header('set-cookie', sessionCookie(request, '', 0));
    return { success: true, message: null };
  });
};
