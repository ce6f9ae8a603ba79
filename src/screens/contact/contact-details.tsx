import { useAtomValue } from 'jotai';
import type { Agent } from '../../contract';
import { agentSiteUrl } from '../../lib/agent/agent-site-url';
import { formatPhone } from '../../lib/format/format-phone';
import { phoneHref } from '../../lib/format/phone-href';
import { AgentPortrait } from '../../parts/agent-profile/agent-portrait';
import { AgentProfileFacts } from '../../parts/agent-profile/agent-profile-facts';
import { apiClientAtom } from '../../state/api-base-atom';
import { EmailText } from '../../ui/email-text';
import { useT } from '../../ui/use-t';

export interface ContactPoint {
  phone: string | null;
  email: string | null;
  /** The page's agent (portrait, name and profile shown); absent for the company. */
  agent?: Agent;
}

/**
 * How to reach the page's agent, or the brokerage when no agent is selected (SPEC §2: the agent's phone
 * and e-mail, else the company defaults). The phone and e-mail are links a phone or mail client opens.
 * An agent's page also says who the agent is (issue 25): portrait, title, languages, bio, and a link to
 * their website, else to their own site on the brokerage's host.
 */
export function ContactDetails({ point }: { point: ContactPoint }) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const { phone, email, agent } = point;
  return (
    <section className="contact-details" aria-label={t('contact.details')}>
      {agent && (
        <div className="contact-agent">
          <AgentPortrait agent={agent} size={96} className="contact-agent-photo" />
          <div className="contact-agent-profile">
            <strong>{agent.AgentChimeName ?? agent.MatrixDir}</strong>
            <AgentProfileFacts agent={agent} ownSite={agentSiteUrl(agent.MatrixDir, api.base)} />
          </div>
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
