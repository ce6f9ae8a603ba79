import { useAtomValue } from 'jotai';
import type { Agent } from '../../contract';
import { formatPhone } from '../../lib/format/format-phone';
import { phoneHref } from '../../lib/format/phone-href';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { apiClientAtom } from '../../state/api-base-atom';
import { EmailText } from '../../ui/email-text';
import { useT } from '../../ui/use-t';

/**
 * The agent's info on their home page (SPEC §1): portrait (the CDN's photo keyed by MatrixDir, as on the
 * tour card), office and mobile phones, e-mail, and the ways on: the agent's listings and contact page,
 * both on this site (links stay relative on agent pages, SPEC §2).
 */
export function AgentInfoCard({ agent }: { agent: Agent }) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const name = agent.AgentChimeName ?? agent.MatrixDir;
  const photo = safeHttpUrl(`photos/agents/${encodeURIComponent(agent.MatrixDir)}.svg`, api.base);
  const office = agent.AgentBizPhone ?? agent.bizphone_standard;
  const mobile = agent.AgentPhone !== office ? agent.AgentPhone : null;
  return (
    <section className="agent-info" aria-labelledby="agent-info-title">
      {photo && (
        <img
          className="agent-info-photo"
          src={photo}
          alt={t('agentHome.photo', { name })}
          width={120}
          height={120}
        />
      )}
      <div className="agent-info-body">
        <h3 id="agent-info-title">{t('agentHome.infoTitle')}</h3>
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
          <a className="bb-button" href="/listings">
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
