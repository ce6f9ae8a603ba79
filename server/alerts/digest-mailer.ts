import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/db';
import { digestOutbox } from '../db/queries/digest-outbox';
import { unsubscribeUrl } from './compose-digest-email';
import { type BrandSettings, DEFAULT_BRAND } from './digest-brand';

/**
 * RFC 8058's one-click unsubscribe: mail providers show 'Unsubscribe' beside the sender and POST
 * `List-Unsubscribe=One-Click` to the link, which stops every daily e-mail of the client; opening the
 * link (as mail scanners do) only shows a page with a button (server/routes/saved-searches.ts).
 */
const oneClickUnsubscribe = (siteUrl: string, token: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl(siteUrl, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export interface DigestMailerOptions {
  db: Db;
  /** 'smtp://…' or 'smtps://…', as SMTP_URL. */
  smtpUrl: string;
  /** The From address (MAIL_FROM). */
  from: string;
  /** The site's public address without a trailing slash, for listing and unsubscribe links. */
  siteUrl: string;
  /** The brokerage's name, logo and colour for the digests (BRAND_*); the demo brokerage's by default. */
  brand?: BrandSettings | undefined;
  log?: (message: string) => void;
}

export interface DigestMailer {
  readonly siteUrl: string;
  readonly brand: BrandSettings;
  /** Sends every stored digest still owed; a failure is recorded on the digest (retried later), never thrown. */
  deliverPending(): Promise<{ sent: number; failed: number }>;
  close(): void;
}

/**
 * Sends the saved-search digests stored in `saved_search_digests` by SMTP (nodemailer), each after
 * claiming it in the database, with the lead outbox's short timeouts (server/mail/outbox-mailer.ts), and
 * the one-click unsubscribe headers.
 */
export function createDigestMailer({
  db,
  smtpUrl,
  from,
  siteUrl,
  brand = DEFAULT_BRAND,
  log = () => {},
}: DigestMailerOptions): DigestMailer {
  const transport: Transporter = createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    siteUrl,
    brand,
    async deliverPending() {
      let sent = 0;
      let failed = 0;
      for (const id of await digestOutbox.pendingIds(db)) {
        const digest = await digestOutbox.claim(db, id);
        if (!digest) continue;
        try {
          await transport.sendMail({
            from,
            to: digest.recipient,
            subject: digest.subject,
            text: digest.text,
            html: digest.html,
            ...(digest.unsubscribeToken
              ? { headers: oneClickUnsubscribe(siteUrl, digest.unsubscribeToken) }
              : {}),
          });
          await digestOutbox.markSent(db, id);
          sent += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          log(
            `saved-search digest #${id}: e-mail to ${digest.recipient} failed (${reason}); it will be retried`,
          );
          await digestOutbox.markFailed(db, id, reason);
          failed += 1;
        }
      }
      return { sent, failed };
    },
    close: () => transport.close(),
  };
}
