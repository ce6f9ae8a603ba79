import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { FORM_MESSAGES, type FormMessageKey, formField } from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { peekAccountToken, useAccountToken } from '../auth/account-token';
import { forgetAttempts } from '../auth/count-attempt';
import { hashPassword } from '../auth/password-hash';
import { passwordProblem } from '../auth/password-problem';
import {
  accountLinkPage,
  formText,
  linkToken,
  type PageField,
  sendAccountPage,
} from '../pages/account-link-page';
import { acceptFormBodies } from './form-body-parser';

const INVALID = {
  title: 'This link is not valid',
  text: 'It may have been used already, have expired (links work for one hour) or been copied incompletely. Use "Forgot password?" in the login window to get a new one.',
};

/**
 * Where a recovery link lands (issue 23, finding 3): `GET /reset-password?token=…` shows the
 * new-password form; its POST applies the password policy, sets the password, uses the link and ends
 * every session of the account. A server page rather than the widgets' login modal, because the link must
 * open somewhere on every installation: a brokerage's CMS page may carry the widgets at any address, which
 * the server cannot know, while its own /reset-password is always there (the demo's too).
 */
export const resetPasswordPageRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, { context }) => {
  acceptFormBodies(app);
  const { db } = context;
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

  app.get('/reset-password', async (request, reply) => {
    const token = linkToken(request);
    if (!(await peekAccountToken(db, token, 'reset_password')))
      return sendAccountPage(reply, 400, accountLinkPage(INVALID));
    return sendAccountPage(reply, 200, form(token));
  });

  app.post('/reset-password', async (request, reply) => {
    const token = linkToken(request);
    const target = await peekAccountToken(db, token, 'reset_password');
    if (!target) return sendAccountPage(reply, 400, accountLinkPage(INVALID));
    const password = formText(request.body, 'password');
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
    if (problem) return sendAccountPage(reply, 422, form(token, { password: FORM_MESSAGES[problem] }));
    if (password !== formText(request.body, 'confirm')) {
      return sendAccountPage(reply, 422, form(token, { confirm: FORM_MESSAGES.passwords_mismatch }));
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
    if (!done) return sendAccountPage(reply, 400, accountLinkPage(INVALID));
    // The owner is back: a stranger's wrong guesses no longer hold the account's sign-in count.
    await forgetAttempts(db, `e:${target.email.toLowerCase()}`);
    return sendAccountPage(
      reply,
      200,
      accountLinkPage({
        title: 'Your password is set',
        text: 'You can sign in with your new password now. Every other session of your account has been signed out.',
      }),
    );
  });
};
