import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { accountDeletionRequestSchema, type FieldErrors, fieldErrorsFromIssues } from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { knownDevice } from '../auth/known-device';
import { verifyPassword } from '../auth/password-hash';
import { requireSignedIn } from '../auth/require-signed-in';
import { sessionCookie } from '../auth/start-session';
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
    const { rows } = await db.query<{ email: string; password_hash: string | null }>(
      'SELECT email, password_hash FROM clients WHERE client_id = $1',
      [clientId],
    );
    const account = rows[0];
    if (!account) throw new ApiError('unauthorized', 'Please sign in first.');
    const parsed = v.safeParse(accountDeletionRequestSchema, request.body ?? {});
    if (!parsed.success) return refuse(reply, fieldErrorsFromIssues(parsed.issues));
    const { currentPsw, confirmEmail } = parsed.output;

    if (account.password_hash) {
      if (currentPsw === '') return refuse(reply, { currentPsw: ['required'] });
      const attempt = {
        email: account.email,
        address: request.ip,
        knownDevice: await knownDevice(db, request, clientId),
      };
      const retryAfter = await accounts.signInLimiter.reserve(attempt);
      if (retryAfter > 0) {
        void reply.header('retry-after', String(retryAfter));
        return refuse(reply, { currentPsw: ['rate_limited'] }, 429);
      }
      if (!(await verifyPassword(account.password_hash, currentPsw)))
        return refuse(reply, { currentPsw: ['wrong_current_password'] });
      await accounts.signInLimiter.succeeded(attempt);
    } else if (confirmEmail !== account.email.toLowerCase()) {
      return refuse(reply, { confirmEmail: [confirmEmail === '' ? 'required' : 'email_mismatch'] });
    }

    await db.query('DELETE FROM clients WHERE client_id = $1', [clientId]);
    request.log.info({ clientId }, 'account deleted by its client');
    void reply.header('set-cookie', sessionCookie(request, '', 0));
    return { success: true, message: null };
  });
};
