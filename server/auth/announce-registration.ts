import type { FastifyRequest } from 'fastify';
import { agentDirFromHost } from '../../src/lib/agent/agent-dir-from-host';
import type { Queryable } from '../db/db';
import { findContactRecipient } from '../db/queries/find-contact-recipient';
import { accountLanguage, welcomeEmail } from '../mail/compose-account-email';
import { type RegistrationFacts, registrationNotice } from '../mail/compose-registration-notice';
import { issueAccountToken } from './account-token';
import type { Accounts } from './accounts';

/**
 * The e-mails of a new registration (issue 23, "Registrations reach nobody"): the client's welcome with
 * the link that verifies the address, and the sign-up as a lead to the agent whose site it was made on
 * (`{MatrixDir}.site`, as contact messages pick theirs), else to the brokerage's leads inbox. Both go
 * through the account outbox, stored before they are sent.
 */
export async function announceRegistration(
  db: Queryable,
  accounts: Accounts,
  request: FastifyRequest,
  facts: RegistrationFacts,
): Promise<void> {
  const token = await issueAccountToken(db, facts.clientId, 'verify_email', facts.email);
  const link = `${accounts.siteUrl}/verify-email?token=${token}`;
  await accounts.mailer.send(
    welcomeEmail(
      facts.clientId,
      facts.email,
      facts.name,
      link,
      accountLanguage(facts.language),
      accounts.brandName,
    ),
  );
  const { recipient } = await findContactRecipient(db, agentDirFromHost(request.host), accounts.leadTo);
  await accounts.mailer.send(registrationNotice(recipient, facts));
}
