import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { FORM_MESSAGES, fieldErrorsFromIssues, registrationRequestSchema } from '../../src/contract';
import type { Accounts } from '../auth/accounts';
import { announceRegistration } from '../auth/announce-registration';
import { hashPassword } from '../auth/password-hash';
import { passwordProblem } from '../auth/password-problem';
import { startSession } from '../auth/start-session';
import type { Db } from '../db/db';
import { insertClient } from '../db/queries/insert-client';
import { readClient } from '../db/queries/read-client';

// The widget's hidden field is named 'altcha' by default; the contract names it 'captcha'.
const captchaOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const value = 'captcha' in body && body.captcha ? body.captcha : 'altcha' in body ? body.altcha : null;
  return typeof value === 'string' ? value : null;
};

/**
 * Registration ('Create your profile', SPEC §2, §4, §5) on POST /api/clients: the rules of the contract
 * by field and the password policy (server/auth/password-problem.ts), then the captcha (self-hosted ALTCHA, each solved challenge good once), then the account with
 * an argon2id hash of the password the visitor chose. A taken e-mail says so on PartyEmail (DESIGN
 * wording). Success e-mails the welcome with its verification link and the sign-up to the brokerage or
 * agent (server/auth/announce-registration.ts), signs the new client in and answers
 * `{ success: true, clientData }`. The account works at once, unverified (server/routes/verify-email.ts).
 */
export async function register(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  accounts: Accounts,
): Promise<unknown> {
  const parsed = v.safeParse(registrationRequestSchema, request.body ?? {});
  if (!parsed.success) {
    return reply
      .code(422)
      .send({ success: false, errors: fieldErrorsFromIssues(parsed.issues), message: null });
  }
  const body = parsed.output;
  const problem = passwordProblem(body.password, { email: body.PartyEmail, phone: body.PartyPhone });
  if (problem) {
    return reply.code(422).send({ success: false, errors: { password: [problem] }, message: null });
  }
  if (!(await accounts.altcha.verify(captchaOf(request.body)))) {
    return reply.code(422).send({
      success: false,
      errors: { captcha: ['captcha_failed'] },
      message: FORM_MESSAGES.captcha_failed,
    });
  }
  const clientId = await insertClient(db, {
    partyName: body.fname,
    lname: body.lname,
    email: body.PartyEmail,
    phone: body.PartyPhone,
    passwordHash: await hashPassword(body.password),
    clientrole: body.clientrole,
    metro: body.metro,
    property: body.property,
    language: body.language,
    realtor: body.realtor,
    houseToSell: body.houseToSell,
    searchCity: body.searchcity,
    source: body.source,
  });
  if (clientId === null) {
    return reply.code(422).send({
      success: false,
      errors: { PartyEmail: ['email_taken'] },
      message: FORM_MESSAGES.email_taken,
    });
  }
  await announceRegistration(db, accounts, request, {
    clientId,
    name: [body.fname, body.lname].filter(Boolean).join(' '),
    email: body.PartyEmail,
    phone: body.PartyPhone,
    clientrole: body.clientrole,
    property: body.property,
    metro: body.metro,
    searchCity: body.searchcity,
    language: body.language,
    realtor: body.realtor,
    houseToSell: body.houseToSell,
    source: body.source,
  });
  await startSession(db, request, reply, clientId, accounts.settings.sessionDays);
  return { success: true, clientData: await readClient(db, clientId), message: null };
}
