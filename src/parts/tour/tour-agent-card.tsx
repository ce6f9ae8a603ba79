import { useAtomValue } from 'jotai';
import { fetchTourAgent } from '../../api/fetch-tour-agent';
import type { LeadRecipient } from '../../contract';
import { formatPhone } from '../../lib/format/format-phone';
import { apiClientAtom } from '../../state/api-base-atom';
import { EmailText } from '../../ui/email-text';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';

interface Props {
  listingKey: number;
  /** The agent whose site the visitor is on (browser key `agent`), who then receives the request. */
  siteAgent: string | null;
}

/**
 * The person beside the tour strip (SPEC §2): whoever the server will send this tour request to (the
 * site's agent, the listing's agent of ours or the default web agent; photo keyed by MatrixDir, name,
 * e-mail, phone). Left out while loading and when the request would go to the brokerage's inbox: a tour
 * can be requested without it.
 */
export function TourAgentCard({ listingKey, siteAgent }: Props) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const answer = useApiResource(
    async (api, signal) => ({ ok: true, value: await fetchTourAgent(api, listingKey, siteAgent, signal) }),
    [listingKey, siteAgent],
  );
  const agent: LeadRecipient | null = answer.status === 'ready' ? answer.value : null;

  if (!agent) return null;
  const photo = agent.MatrixDir
    ? new URL(`photos/agents/${encodeURIComponent(agent.MatrixDir)}.svg`, api.base).href
    : null;
  return (
    <section className="bb-tour-agent" aria-label={t('tour.agentHeading')}>
      {photo && <img src={photo} alt={t('tour.agentPhoto', { name: agent.name })} width={64} height={64} />}
      <div>
        <strong>{agent.name}</strong>
        {agent.email && (
          <a href={`mailto:${agent.email}`} aria-label={agent.email}>
            <EmailText email={agent.email} />
          </a>
        )}
        {agent.phone && <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(agent.phone)}</a>}
      </div>
    </section>
  );
}
