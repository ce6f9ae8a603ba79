import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { FORM_MESSAGES, fieldErrorsFromIssues, passwordChangeRequestSchema } from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { knownDevice } from '../auth/known-device';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { passwordProblem } from '../auth/password-problem';
import { requireSignedIn } from '../auth/require-signed-in';
import { hashSessionToken, sessionToken } from '../auth/session-token';
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
    const { rows } = await db.query<{ email: string; phone: string | null; password_hash: string | null }>(
      'SELECT email, phone, password_hash FROM clients WHERE client_id = $1',
      [clientId],
    );
    const account = rows[0];
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
    const attempt = {
      email: account.email,
      address: request.ip,
      knownDevice: await knownDevice(db, request, clientId),
    };
    const retryAfter = await accounts.signInLimiter.reserve(attempt);
    if (retryAfter > 0) {
      const message = FORM_MESSAGES.rate_limited;
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ success: false, currentPswError: 'rate_limited', error: {}, message });
    }
    const hash = account.password_hash;
    if (!hash || !(await verifyPassword(hash, parsed.output.currentPsw))) {
      return reply.code(422).send({
        success: false,
        currentPswError: 'wrong_current_password',
        error: {},
        message: FORM_MESSAGES.wrong_current_password,
      });
    }
    await accounts.signInLimiter.succeeded(attempt);
    await db.query('UPDATE clients SET password_hash = $2 WHERE client_id = $1', [
      clientId,
      await hashPassword(parsed.output.Password),
    ]);
    const token = sessionToken(request);
    await db.query('DELETE FROM client_sessions WHERE client_id = $1 AND token_hash <> $2', [
      clientId,
      token ? hashSessionToken(token) : '',
    ]);
    return { success: true, currentPswError: null, error: {}, message: 'Your password has been changed.' };
  });
};
