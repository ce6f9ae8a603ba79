import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the catcher received, reduced to what tests and the demo log look at. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  replyTo: string;
  /** The HTML part, `null` for a plain-text message (ours: nothing a visitor typed may become markup). */
  html: string | null;
  /** Each header by its lower-case name, unfolded, as the message carried it (the last of a repeated one). */
  headers: Readonly<Record<string, string>>;
}

export interface SmtpCatcher {
  /** 'smtp://127.0.0.1:PORT', for SMTP_URL. */
  readonly url: string;
  /** Every message received so far, oldest first. */
  readonly messages: readonly CaughtMail[];
  /** Called for each message as it arrives. */
  onMail(listener: (mail: CaughtMail) => void): void;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts any message and keeps it in memory: the demo's mailbox when no
 * SMTP_URL is configured, and the tests' way to see a lead e-mail arrive. Loopback only, no TLS, no auth.
 */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const listeners: ((mail: CaughtMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            replyTo: parsed.replyTo?.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          };
          messages.push(mail);
          for (const listener of listeners) listener(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    onMail: (listener) => void listeners.push(listener),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
