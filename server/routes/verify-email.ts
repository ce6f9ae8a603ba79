import type { FastifyPluginAsync } from 'fastify';
import type { AccountRouteOptions } from '../auth/account-routes';
import { peekAccountToken, useAccountToken } from '../auth/account-token';
import type { Queryable } from '../db/db';
import {
  ACCOUNT_PAGE_CSS,
  ACCOUNT_PAGE_CSS_PATH,
  accountLinkPage,
  linkToken,
  sendAccountPage,
} from '../pages/account-link-page';
import { escapeHtml } from '../pages/escape-html';
import { acceptFormBodies } from './form-body-parser';

const INVALID = {
  title: 'This link is not valid',
  text: 'It may have been used already, have expired (links work for 7 days) or been copied incompletely. Your account works as before; a new link comes with your next change of e-mail address.',
};

/**
 * Proves `email` for `clientId`: the account's own address becomes verified, or a pending change takes
 * effect (the new address, verified). False when the new address was taken by another account meanwhile.
 */
async function confirmAddress(db: Queryable, clientId: number, email: string): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM clients WHERE lower(email) = lower($1) AND client_id <> $2', [
    email,
    clientId,
  ]);
  if (taken.rows.length > 0) return false;
  await db.query('UPDATE clients SET email = $2, email_verified_at = now() WHERE client_id = $1', [
    clientId,
    email,
  ]);
  return true;
}

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
    if (!target) return sendAccountPage(reply, 400, accountLinkPage(INVALID));
    return sendAccountPage(
      reply,
      200,
      accountLinkPage({
        title: 'Confirm your e-mail address',
        text: `Is <strong>${escapeHtml(target.email)}</strong> your e-mail address? Confirm it to finish.`,
        form: { token, button: 'Confirm my e-mail address' },
      }),
    );
  });

  app.post('/verify-email', async (request, reply) => {
    const confirmed = await db.transaction(async (tx) => {
      const target = await useAccountToken(tx, linkToken(request), 'verify_email');
      if (!target) return null;
      return (await confirmAddress(tx, target.clientId, target.email)) ? target : false;
    });
    if (confirmed === null) return sendAccountPage(reply, 400, accountLinkPage(INVALID));
    if (confirmed === false) {
      const text = 'Another account uses this address now, so your account keeps its e-mail address.';
      return sendAccountPage(reply, 409, accountLinkPage({ title: 'This address is taken', text }));
    }
    return sendAccountPage(
      reply,
      200,
      accountLinkPage({
        title: 'Your e-mail address is confirmed',
        text: `Thank you: your account's e-mail address is <strong>${escapeHtml(confirmed.email)}</strong>, and it is confirmed.`,
      }),
    );
  });

  app.get(ACCOUNT_PAGE_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(ACCOUNT_PAGE_CSS),
  );
};
