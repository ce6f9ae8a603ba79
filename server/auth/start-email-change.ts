import type { Queryable } from '../db/db';
import { readAccount } from '../db/queries/read-account';
import { accountLanguage, confirmNewEmail, emailChangeNotice } from '../mail/compose-account-email';
import { issueAccountToken } from './account-token';
import type { Accounts } from './accounts';

/**
 * A confirmed request to change an account's e-mail (issue 23, finding 4): the new address gets the link
 * that makes the change (until then sign-in and mail keep the old address, so a typo or a stolen session
 * cannot move the account to an address its owner does not read), and the old address gets a notice.
 */
export async function startEmailChange(
  db: Queryable,
  accounts: Accounts,
  clientId: number,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  const language = accountLanguage((await readAccount(db, clientId))?.language);
  const token = await issueAccountToken(db, clientId, 'verify_email', newEmail);
  const link = `${accounts.siteUrl}/verify-email?token=${token}`;
  await accounts.mailer.send(confirmNewEmail(clientId, newEmail, link, language, accounts.brandName));
  await accounts.mailer.send(emailChangeNotice(clientId, oldEmail, newEmail, language, accounts.brandName));
}
