import type { MouseEvent } from 'react';
import type { Agent } from '../../contract';
import { formatPhone } from '../../lib/format/format-phone';
import { phoneHref } from '../../lib/format/phone-href';
import { AgentPortrait } from '../../parts/agent-profile/agent-portrait';
import { AgentProfileFacts } from '../../parts/agent-profile/agent-profile-facts';
import { EmailText } from '../../ui/email-text';
import { useT } from '../../ui/use-t';

interface Props {
  agent: Agent;
  /** 'See listings' scrolls to the agent's own listings on this page; none: it opens /listings. */
  onShowListings?: (() => void) | undefined;
}

/**
 * The agent's info on their home page (SPEC §1, issue 25): portrait (or initials), title, languages, bio,
 * website, office and mobile phones, e-mail, and the ways on: the agent's own listings and contact page,
 * both on this site (links stay relative on agent pages, SPEC §2).
 */
export function AgentInfoCard({ agent, onShowListings }: Props) {
  const { t } = useT();
  const showListings = (event: MouseEvent) => {
    if (!onShowListings) return;
    // The listings are in this shadow root, where the page's '#fragment' navigation cannot reach.
    event.preventDefault();
    onShowListings();
  };
  const office = agent.AgentBizPhone ?? agent.bizphone_standard;
  const mobile = agent.AgentPhone !== office ? agent.AgentPhone : null;
  return (
    <section className="agent-info" aria-labelledby="agent-info-title">
      <AgentPortrait agent={agent} size={120} className="agent-info-photo" />
      <div className="agent-info-body">
        <h3 id="agent-info-title">{t('agentHome.infoTitle')}</h3>
        <AgentProfileFacts agent={agent} />
        <dl>
          {office && (
            <div>
              <dt>{t('agentHome.officePhone')}</dt>
              <dd>
                <a href={phoneHref(office)}>{formatPhone(office)}</a>
              </dd>
            </div>
          )}
          {mobile && (
            <div>
              <dt>{t('agentHome.mobilePhone')}</dt>
              <dd>
                <a href={phoneHref(mobile)}>{formatPhone(mobile)}</a>
              </dd>
            </div>
          )}
          {agent.AgenteMail && (
            <div>
              <dt>{t('agentHome.email')}</dt>
              <dd>
                {/* Named by the plain address: some readers would speak the line break as a pause. */}
                <a href={`mailto:${agent.AgenteMail}`} aria-label={agent.AgenteMail}>
                  <EmailText email={agent.AgenteMail} />
                </a>
              </dd>
            </div>
          )}
        </dl>
        <p className="agent-info-actions">
          <a
            className="bb-button"
            href={onShowListings ? '#agent-listings' : '/listings'}
            onClick={showListings}
          >
            {t('agentHome.listingsLink')}
          </a>
          <a className="bb-button bb-secondary" href="/contact">
            {t('agentHome.contactLink')}
          </a>
        </p>
      </div>
    </section>
  );
}
