import type { Queryable } from '../db/db';
import type { AccountSettings } from './account-settings';
import { type AltchaGuard, createAltchaGuard } from './altcha-guard';
import { createSignInLimiter, type SignInLimiter } from './sign-in-limiter';

/** The account machinery one server shares between its routes. */
export interface Accounts {
  settings: AccountSettings;
  altcha: AltchaGuard;
  signInLimiter: SignInLimiter;
}

export function createAccounts(settings: AccountSettings, db: Queryable): Accounts {
  return {
    settings,
    altcha: createAltchaGuard(settings.altchaHmacKey),
    signInLimiter: createSignInLimiter(db),
  };
}
