import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  FORM_MESSAGES,
  type FormMessageKey,
  formField,
  passwordResetRequestSchema,
} from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { issueAccountToken, peekAccountToken, useAccountToken } from '../auth/account-token';
import { countAttempt, forgetAttempts, type RateLimit } from '../auth/count-attempt';
import { hashPassword } from '../auth/password-hash';
import { passwordProblem } from '../auth/password-problem';
import { findClientLogin } from '../db/queries/find-client-login';
import { resetPasswordEmail } from '../mail/compose-account-email';
import { accountLinkPage, type PageField } from '../pages/account-link-page';
import { acceptFormBodies } from './form-body-parser';

/** Recovery e-mails one address may be sent an hour: enough for a lost one, too few to flood an inbox. */
const PER_EMAIL: RateLimit = { limit: 3, windowMs: 3_600_000 };
/** Requests one network address may make an hour, whatever addresses they name. */
const PER_ADDRESS: RateLimit = { limit: 20, windowMs: 3_600_000 };

const SENT = 'If an account uses this address, we have sent it a link to set a new password.';

const INVALID = {
  title: 'This link is not valid',
  text: 'It may have been used already, have expired (links work for one hour) or been copied incompletely. Use "Forgot password?" in the login window to get a new one.',
};

const text = (body: unknown, name: string): string => {
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : '';
};

/**
 * Password recovery (issue 23, finding 3). `POST /api/password-reset {email}` ('Forgot password?' in the
 * login modal) answers the same whether or not the address has an account, and e-mails an account's
 * address a link good once for an hour; requests are limited per address asked for and per network
 * address (rate_limit_counts). The link opens `GET /reset-password?token=…`, a small server page with the
 * new-password form; its POST applies the password policy, sets the password, uses the link and ends
 * every session of the account. A server page rather than the widgets' login modal, because the link must
 * open somewhere on every installation: a brokerage's CMS page may carry the widgets at any address, which
 * the server cannot know, while its own /reset-password is always there (the demo's too).
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
    // Sent after the answer, so how long the answer takes does not tell whether the account exists.
    void (async () => {
      const login = await findClientLogin(db, email);
      if (!login) return;
      const { rows } = await db.query<{ email: string }>('SELECT email FROM clients WHERE client_id = $1', [
        login.clientId,
      ]);
      const to = rows[0]?.email;
      if (!to) return;
      const token = await issueAccountToken(db, login.clientId, 'reset_password', to);
      await accounts.mailer.send(
        resetPasswordEmail(login.clientId, to, `${accounts.siteUrl}/reset-password?token=${token}`),
      );
    })().catch((error: unknown) => request.log.error({ err: error }, 'password recovery e-mail not stored'));
    return { success: true, message: SENT };
  });

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  const form = (token: string, errors: { password?: string; confirm?: string } = {}) => {
    const fields: PageField[] = [
      {
        name: 'password',
        label: 'New password (at least 8 characters)',
        autocomplete: 'new-password',
        error: errors.password ?? null,
      },
      {
        name: 'confirm',
        label: 'New password again',
        autocomplete: 'new-password',
        error: errors.confirm ?? null,
      },
    ];
    return accountLinkPage({
      title: 'Set a new password',
      text: 'Choose the password you will sign in with. Setting it signs out every other session of your account.',
      form: { token, button: 'Set my password', fields },
    });
  };

  const tokenOf = (request: FastifyRequest) => text(request.body, 'token') || text(request.query, 'token');

  app.get('/reset-password', async (request, reply) => {
    const token = tokenOf(request);
    if (!(await peekAccountToken(db, token, 'reset_password')))
      return page(reply, 400, accountLinkPage(INVALID));
    return page(reply, 200, form(token));
  });

  app.post('/reset-password', async (request, reply) => {
    const token = tokenOf(request);
    const target = await peekAccountToken(db, token, 'reset_password');
    if (!target) return page(reply, 400, accountLinkPage(INVALID));
    const password = text(request.body, 'password');
    const rule = v.safeParse(formField.newPassword, password);
    const { rows } = await db.query<{ phone: string | null }>(
      'SELECT phone FROM clients WHERE client_id = $1',
      [target.clientId],
    );
    const problem: FormMessageKey | null = rule.success
      ? passwordProblem(password, { email: target.email, phone: rows[0]?.phone ?? null })
      : password.length > 128
        ? 'too_long'
        : 'password_too_short';
    if (problem) return page(reply, 422, form(token, { password: FORM_MESSAGES[problem] }));
    if (password !== text(request.body, 'confirm')) {
      return page(reply, 422, form(token, { confirm: FORM_MESSAGES.passwords_mismatch }));
    }
    const hash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      const used = await useAccountToken(tx, token, 'reset_password');
      if (!used) return false;
      // The link reached the account's address, which proves it; every session ends, whoever held one.
      await tx.query(
        `UPDATE clients SET password_hash = $2,
           email_verified_at = CASE WHEN lower(email) = lower($3) THEN coalesce(email_verified_at, now()) ELSE email_verified_at END
         WHERE client_id = $1`,
        [used.clientId, hash, used.email],
      );
      await tx.query('DELETE FROM client_sessions WHERE client_id = $1', [used.clientId]);
      return true;
    });
    if (!done) return page(reply, 400, accountLinkPage(INVALID));
    // The owner is back: a stranger's wrong guesses no longer hold the account's sign-in count.
    await forgetAttempts(db, `e:${target.email.toLowerCase()}`);
    return page(
      reply,
      200,
      accountLinkPage({
        title: 'Your password is set',
        text: 'You can sign in with your new password now. Every other session of your account has been signed out.',
      }),
    );
  });
};
