import { formatPhone } from '../../lib/format/format-phone';
import { phoneHref } from '../../lib/format/phone-href';
import { EmailText } from '../../ui/email-text';
import { useT } from '../../ui/use-t';

export interface ContactPoint {
  phone: string | null;
  email: string | null;
  /** The agent's name and portrait on an agent's page; absent for the company. */
  agent?: { name: string; photo: string | null };
}

/**
 * How to reach the page's agent, or the brokerage when no agent is selected (SPEC §2: the agent's phone
 * and e-mail, else the company defaults). The phone and e-mail are links a phone or mail client opens.
 */
export function ContactDetails({ point }: { point: ContactPoint }) {
  const { t } = useT();
  const { phone, email, agent } = point;
  return (
    <section className="contact-details" aria-label={t('contact.details')}>
      {agent && (
        <div className="contact-agent">
          {agent.photo && (
            <img
              src={agent.photo}
              alt={t('contact.agentPhoto', { name: agent.name })}
              width={96}
              height={96}
            />
          )}
          <strong>{agent.name}</strong>
        </div>
      )}
      <dl>
        {phone && (
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              {/* The name is the plain address: some readers would speak the line break as a pause. */}
              <a href={`mailto:${email}`} aria-label={email}>
                <EmailText email={email} />
              </a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
