import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { FORM_MESSAGES, type FormMessageKey, formField } from '../../src/contract';
import type { MessageKey } from '../../src/lib/i18n/messages-en';
import { translate } from '../../src/lib/i18n/translate';
import type { AccountRouteOptions } from '../auth/account-routes';
import { peekAccountToken, useAccountToken } from '../auth/account-token';
import { hashPassword } from '../auth/password-hash';
import { passwordProblem } from '../auth/password-problem';
import { endClientSessions } from '../db/queries/end-client-sessions';
import { forgetAttempts } from '../db/queries/forget-attempts';
import { readAccount } from '../db/queries/read-account';
import { setClientPassword } from '../db/queries/set-client-password';
import type { AccountLanguage } from '../mail/compose-account-email';
import {
  accountLinkPage,
  formText,
  linkToken,
  type PageField,
  sendAccountPage,
} from '../pages/account-link-page';
import { ACCOUNT_PAGE_TEXTS, invalidLinkPage } from '../pages/account-page-texts';
import { acceptFormBodies } from './form-body-parser';

// The catalog's texts of the password rules, so a Spanish-speaking client reads them in Spanish.
const PASSWORD_MESSAGES: Partial<Record<FormMessageKey, MessageKey>> = {
  password_common: 'account.error.passwordCommon',
  password_personal: 'account.error.passwordPersonal',
  password_too_short: 'account.error.passwordShort',
  too_long: 'account.error.tooLong',
  passwords_mismatch: 'dashboard.passwordMismatch',
};

const passwordMessage = (lang: AccountLanguage, problem: FormMessageKey) => {
  const key = PASSWORD_MESSAGES[problem];
  return key ? translate(lang, key) : FORM_MESSAGES[problem];
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
  const form = (
    token: string,
    lang: AccountLanguage,
    errors: { password?: string; confirm?: string } = {},
  ) => {
    const t = ACCOUNT_PAGE_TEXTS[lang];
    const fields: PageField[] = [
      {
        name: 'password',
        label: t.newPassword,
        autocomplete: 'new-password',
        error: errors.password ?? null,
      },
      { name: 'confirm', label: t.again, autocomplete: 'new-password', error: errors.confirm ?? null },
    ];
    return accountLinkPage({
      lang,
      title: t.resetTitle,
      text: t.resetAsk,
      form: { token, button: t.resetButton, fields },
    });
  };

  app.get('/reset-password', async (request, reply) => {
    const token = linkToken(request);
    const target = await peekAccountToken(db, token, 'reset_password');
    if (!target) return sendAccountPage(reply, 400, accountLinkPage(invalidLinkPage('resetInvalid')));
    return sendAccountPage(reply, 200, form(token, target.language));
  });

  app.post('/reset-password', async (request, reply) => {
    const token = linkToken(request);
    const target = await peekAccountToken(db, token, 'reset_password');
    if (!target) return sendAccountPage(reply, 400, accountLinkPage(invalidLinkPage('resetInvalid')));
    const password = formText(request.body, 'password');
    const rule = v.safeParse(formField.newPassword, password);
    const account = await readAccount(db, target.clientId);
    const problem: FormMessageKey | null = rule.success
      ? passwordProblem(password, { email: target.email, phone: account?.phone ?? null })
      : password.length > 128
        ? 'too_long'
        : 'password_too_short';
    const { language } = target;
    if (problem) {
      return sendAccountPage(
        reply,
        422,
        form(token, language, { password: passwordMessage(language, problem) }),
      );
    }
    if (password !== formText(request.body, 'confirm')) {
      const confirm = passwordMessage(language, 'passwords_mismatch');
      return sendAccountPage(reply, 422, form(token, language, { confirm }));
    }
    const hash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      const used = await useAccountToken(tx, token, 'reset_password');
      if (!used) return false;
      // The link reached the account's address, which proves it; every session ends, whoever held one.
      await setClientPassword(tx, used.clientId, hash, used.email);
      await endClientSessions(tx, used.clientId);
      return true;
    });
    if (!done) return sendAccountPage(reply, 400, accountLinkPage(invalidLinkPage('resetInvalid')));
    // The owner is back: a stranger's wrong guesses no longer hold the account's sign-in count.
    await forgetAttempts(db, `e:${target.email.toLowerCase()}`);
    const t = ACCOUNT_PAGE_TEXTS[language];
    return sendAccountPage(
      reply,
      200,
      accountLinkPage({ lang: language, title: t.resetDoneTitle, text: t.resetDone }),
    );
  });
};
