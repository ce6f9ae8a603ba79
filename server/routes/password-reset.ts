import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { FORM_MESSAGES, passwordResetRequestSchema } from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { issueAccountToken } from '../auth/account-token';
import { countAttempt, type RateLimit } from '../auth/count-attempt';
import { findClientLogin } from '../db/queries/find-client-login';
import { readAccount } from '../db/queries/read-account';
import { accountLanguage, resetPasswordEmail } from '../mail/compose-account-email';
import { acceptFormBodies } from './form-body-parser';

/** Recovery e-mails one address may be sent an hour: enough for a lost one, too few to flood an inbox. */
const PER_EMAIL: RateLimit = { limit: 3, windowMs: 3_600_000 };
/** Requests one network address may make an hour, whatever addresses they name. */
const PER_ADDRESS: RateLimit = { limit: 20, windowMs: 3_600_000 };

const SENT = 'If an account uses this address, we have sent it a link to set a new password.';

/**
 * Password recovery (issue 23, finding 3). `POST /api/password-reset {email}` ('Forgot password?' in the
 * login modal) answers the same whether or not the address has an account, and e-mails an account's
 * address a link good once for an hour; requests are limited per address asked for and per network
 * address (rate_limit_counts). The link opens the server's /reset-password page
 * (server/routes/reset-password-page.ts).
 */
export const passwordResetRoutes: FastifyPluginAsync<AccountRouteOptions> = async (
  app,
  { context, accounts },
) => {
  acceptFormBodies(app);
  const { db } = context;

  app.post('/api/password-reset', async (request, reply) => {
    const parsed = v.safeParse(passwordResetRequestSchema, request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(422)
        .send({ success: false, code: 'invalid_email', message: FORM_MESSAGES.invalid_email });
    }
    const { email } = parsed.output;
    const now = Date.now();
    const perEmail = await countAttempt(db, `pr:${email}`, PER_EMAIL, now);
    const perAddress = await countAttempt(db, `pra:${request.ip}`, PER_ADDRESS, now);
    const retryAfter = Math.max(perEmail, perAddress);
    if (retryAfter > 0) {
      const message = FORM_MESSAGES.reset_limited;
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ success: false, code: 'reset_limited', message });
    }
    // Not awaited: the answer takes as long whether or not the account exists, so its timing tells nothing.
    void (async () => {
      const login = await findClientLogin(db, email);
      if (!login) return;
      const account = await readAccount(db, login.clientId);
      if (!account) return;
      const to = account.email;
      const language = accountLanguage(account.language);
      const token = await issueAccountToken(db, login.clientId, 'reset_password', to);
      await accounts.mailer.send(
        resetPasswordEmail(
          login.clientId,
          to,
          `${accounts.siteUrl}/reset-password?token=${token}`,
          language,
          accounts.brandName,
        ),
      );
    })().catch((error: unknown) => request.log.error({ err: error }, 'password recovery e-mail not stored'));
    return { success: true, message: SENT };
  });
};
