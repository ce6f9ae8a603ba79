import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { FORM_MESSAGES, fieldErrorsFromIssues, passwordChangeRequestSchema } from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { checkCurrentPassword } from '../auth/check-current-password';
import { hashPassword } from '../auth/password-hash';
import { passwordProblem } from '../auth/password-problem';
import { requireSignedIn } from '../auth/require-signed-in';
import { hashSessionToken, sessionToken } from '../auth/session-token';
import { endClientSessions } from '../db/queries/end-client-sessions';
import { readAccount } from '../db/queries/read-account';
import { setClientPassword } from '../db/queries/set-client-password';
import { ApiError } from '../http/api-error';

/**
 * `POST /api/changePsw` (SPEC §5, §7): changes the password of the session's own client. PartyEmail,
 * when sent, must be that client's (403 otherwise). A wrong current password answers `currentPswError`,
 * rule failures (the password policy of server/auth/password-problem.ts included) `error` by field;
 * the sign-in limiter counts each current password before it is checked. Success signs out every other session of the client, so a stolen session ends with the password change.
 */
export const passwordChangeRoute: FastifyPluginAsync<AccountRouteOptions> = async (
  app,
  { context, accounts },
) => {
  const { db } = context;
  app.post('/api/changePsw', async (request, reply) => {
    const clientId = await requireSignedIn(request, db);
    const account = await readAccount(db, clientId);
    if (!account) throw new ApiError('unauthorized', 'Please sign in first.');
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const claimed = 'PartyEmail' in body && typeof body.PartyEmail === 'string' ? body.PartyEmail.trim() : '';
    if (claimed && claimed.toLowerCase() !== account.email.toLowerCase()) {
      throw ApiError.notOwner();
    }
    const parsed = v.safeParse(passwordChangeRequestSchema, body);
    const problem = parsed.success ? passwordProblem(parsed.output.Password, account) : null;
    if (!parsed.success || problem) {
      const error = parsed.success ? { Password: [problem] } : fieldErrorsFromIssues(parsed.issues);
      return reply.code(422).send({ success: false, currentPswError: null, error, message: null });
    }
    const refusal = await checkCurrentPassword(
      db,
      accounts,
      request,
      { clientId, email: account.email, passwordHash: account.passwordHash },
      parsed.output.currentPsw,
    );
    if (refusal?.retryAfter) {
      return reply.code(429).header('retry-after', String(refusal.retryAfter)).send({
        success: false,
        currentPswError: 'rate_limited',
        error: {},
        message: FORM_MESSAGES.rate_limited,
      });
    }
    if (refusal) {
      return reply.code(422).send({
        success: false,
        currentPswError: refusal.code,
        error: {},
        message: FORM_MESSAGES[refusal.code],
      });
    }
    await setClientPassword(db, clientId, await hashPassword(parsed.output.Password));
    const token = sessionToken(request);
    await endClientSessions(db, clientId, token ? hashSessionToken(token) : null);
    return { success: true, currentPswError: null, error: {}, message: 'Your password has been changed.' };
  });
};
