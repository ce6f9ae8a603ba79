import { useAtomValue } from 'jotai';
import { agentSiteUrl } from '../../lib/agent/agent-site-url';
import { formatPhone } from '../../lib/format/format-phone';
import { phoneHref } from '../../lib/format/phone-href';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { useHomeAgent } from '../../parts/home-agent/use-home-agent';
import { apiClientAtom } from '../../state/api-base-atom';
import { EmailText } from '../../ui/email-text';
import { LoadFailure } from '../../ui/load-failure';
import { useT } from '../../ui/use-t';

export interface AgentWidgetCardProps {
  /** From the `agent` attribute, already validated: the agent's MatrixDir (required). */
  agent?: string | undefined;
}

/**
 * `<bb-agent-widget>`'s card: a compact agent card for agent sites to embed elsewhere — portrait (the
 * CDN's photo keyed by MatrixDir, as on the tour card), name, phone, e-mail and a link to the agent's
 * own site. Without a valid `agent` attribute, or for an unknown agent, it says so in place. It does not
 * become the page's stored agent: the page it is embedded in is not the agent's site.
 */
export function AgentWidgetCard({ agent }: AgentWidgetCardProps) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const home = useHomeAgent(agent ?? null, false);

  if (!agent) return <Problem text={t('agentWidget.missingAgent')} />;
  if (home.status === 'notFound') return <Problem text={t('agentWidget.notFound')} />;
  if (home.status === 'loading') {
    return (
      <p className="agent-card agent-card-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (home.status === 'failed') {
    return (
      <div className="agent-card">
        <LoadFailure onRetry={home.retry} />
      </div>
    );
  }
  const { MatrixDir, AgentChimeName, AgentBizPhone, AgentPhone, AgenteMail } = home.agent;
  const name = AgentChimeName ?? MatrixDir;
  const phone = AgentBizPhone ?? AgentPhone;
  const photo = safeHttpUrl(`photos/agents/${encodeURIComponent(MatrixDir)}.svg`, api.base);
  return (
    <section className="agent-card" part="agent-card" aria-label={t('agentWidget.label', { name })}>
      {photo && <img src={photo} alt={t('agentHome.photo', { name })} width={72} height={72} />}
      <div className="agent-card-body">
        <strong className="agent-card-name">{name}</strong>
        {phone && <a href={phoneHref(phone)}>{formatPhone(phone)}</a>}
        {AgenteMail && (
          <a href={`mailto:${AgenteMail}`} aria-label={AgenteMail}>
            <EmailText email={AgenteMail} />
          </a>
        )}
        <a className="agent-card-site" href={agentSiteUrl(MatrixDir, api.base)}>
          {t('agentWidget.visitSite')}
        </a>
      </div>
    </section>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p className="agent-card agent-card-problem" role="alert">
      {text}
    </p>
  );
}
