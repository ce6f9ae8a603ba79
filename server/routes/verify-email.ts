import type { FastifyPluginAsync } from 'fastify';
import type { AccountRouteOptions } from '../auth/account-routes';
import { peekAccountToken, useAccountToken } from '../auth/account-token';
import { confirmClientEmail } from '../db/queries/confirm-client-email';
import {
  ACCOUNT_PAGE_CSS,
  ACCOUNT_PAGE_CSS_PATH,
  accountLinkPage,
  linkToken,
  sendAccountPage,
} from '../pages/account-link-page';
import { ACCOUNT_PAGE_TEXTS, invalidLinkPage } from '../pages/account-page-texts';
import { escapeHtml } from '../pages/escape-html';
import { acceptFormBodies } from './form-body-parser';

/**
 * E-mail verification (issue 23, finding 2): the link of a welcome e-mail or of an e-mail change opens
 * `GET /verify-email?token=…`, a page that only asks, with a button that POSTs (mail scanners open every
 * link of a message, so a GET changes nothing). The POST uses the link once. Until then an account works
 * fully (a new client saves favorites at once, SPEC §4); what an unverified address cannot do is let a
 * Google or Facebook sign-in link to the account (it takes it over instead, server/routes/social-sign-in.ts),
 * and a changed address does not replace the old one.
 */
export const verifyEmailRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, { context }) => {
  acceptFormBodies(app);
  const { db } = context;
  app.get('/verify-email', async (request, reply) => {
    const token = linkToken(request);
    const target = await peekAccountToken(db, token, 'verify_email');
    if (!target) return sendAccountPage(reply, 400, accountLinkPage(invalidLinkPage('verifyInvalid')));
    const t = ACCOUNT_PAGE_TEXTS[target.language];
    return sendAccountPage(
      reply,
      200,
      accountLinkPage({
        lang: target.language,
        title: t.verifyTitle,
        text: t.verifyAsk(escapeHtml(target.email)),
        form: { token, button: t.verifyButton },
      }),
    );
  });

  app.post('/verify-email', async (request, reply) => {
    const confirmed = await db.transaction(async (tx) => {
      const target = await useAccountToken(tx, linkToken(request), 'verify_email');
      if (!target) return null;
      return { target, done: await confirmClientEmail(tx, target.clientId, target.email) };
    });
    if (confirmed === null)
      return sendAccountPage(reply, 400, accountLinkPage(invalidLinkPage('verifyInvalid')));
    const t = ACCOUNT_PAGE_TEXTS[confirmed.target.language];
    const lang = confirmed.target.language;
    if (!confirmed.done) {
      return sendAccountPage(reply, 409, accountLinkPage({ lang, title: t.takenTitle, text: t.taken }));
    }
    const text = t.verified(escapeHtml(confirmed.target.email));
    return sendAccountPage(reply, 200, accountLinkPage({ lang, title: t.verifiedTitle, text }));
  });

  app.get(ACCOUNT_PAGE_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(ACCOUNT_PAGE_CSS),
  );
};
