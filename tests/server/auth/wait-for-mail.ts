import type { CaughtMail, SmtpCatcher } from '../../../server/mail/start-smtp-catcher';

/** The first message to `to` whose subject matches, once it has arrived (at most 5 s). */
export async function waitForMail(catcher: SmtpCatcher, to: string, subject: RegExp): Promise<CaughtMail> {
  const find = () => catcher.messages.find((m) => m.to.includes(to) && subject.test(m.subject));
  for (let i = 0; i < 100 && !find(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  const found = find();
  if (!found) throw new Error(`no e-mail to ${to} matching ${subject}`);
  return found;
}

/** The path and query of the first link in `text` that goes to `path` on the site. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path}\\?token=[\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}
