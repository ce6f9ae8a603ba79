import type { Db } from '../db/db';
import { type AccountMailer, createAccountMailer } from '../mail/account-mailer';
import type { MailSettings } from '../mail/mail-settings';
import type { AccountSettings } from './account-settings';
import { type AltchaGuard, createAltchaGuard } from './altcha-guard';
import { createSignInLimiter, type SignInLimiter } from './sign-in-limiter';

/** The account machinery one server shares between its routes. */
export interface Accounts {
  settings: AccountSettings;
  altcha: AltchaGuard;
  signInLimiter: SignInLimiter;
  /** Welcome, verification, recovery and registration e-mails (server/mail/account-mailer.ts). */
  mailer: AccountMailer;
  /** The site's public origin for links in e-mails (SITE_URL); never the request's Host, which a sender picks. */
  siteUrl: string;
  /** Where registrations are announced when no agent's site was used (LEAD_TO). */
  leadTo: string;
  /** The brokerage's name (BRAND_NAME), which signs the account e-mails. */
  brandName: string;
}

export interface AccountMail {
  mail: MailSettings | undefined;
  siteUrl: string;
  brandName: string;
  retryEveryMs: number;
  log: (message: string) => void;
}

export function createAccounts(settings: AccountSettings, db: Db, mail: AccountMail): Accounts {
  return {
    settings,
    altcha: createAltchaGuard(settings.altchaHmacKey, db),
    signInLimiter: createSignInLimiter(db),
    mailer: createAccountMailer(db, mail.mail, mail.retryEveryMs, mail.log),
    siteUrl: mail.siteUrl.replace(/\/$/, ''),
    leadTo: mail.mail?.leadTo ?? 'leads@localhost',
    brandName: mail.brandName,
  };
}
