import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchTourAgent, type TourAgent } from '../../api/fetch-tour-agent';
import { apiClientAtom } from '../../state/api-base-atom';
import { useT } from '../../ui/use-t';

/** '5125550147' → '(512) 555-0147'; anything else is shown as it came. */
function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/**
 * The agent beside the tour strip (SPEC §2): the listing's agent of ours (photo keyed by MatrixDir,
 * name, e-mail, phone), else the brokerage's default web agent. Left out while loading and when
 * neither can be read: a tour can be requested without it.
 */
export function TourAgentCard({ matrixDir }: { matrixDir: string | null }) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const [agent, setAgent] = useState<TourAgent | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTourAgent(api, matrixDir, controller.signal).then(
      (found) => {
        if (!controller.signal.aborted) setAgent(found);
      },
      () => {},
    );
    return () => controller.abort();
  }, [api, matrixDir]);

  if (!agent) return null;
  const photo =
    agent.kind === 'agent'
      ? new URL(`photos/agents/${encodeURIComponent(agent.matrixDir)}.svg`, api.base).href
      : null;
  return (
    <section className="bb-tour-agent" aria-label={t('tour.agentHeading')}>
      {photo && <img src={photo} alt={t('tour.agentPhoto', { name: agent.name })} width={64} height={64} />}
      <div>
        <strong>{agent.name}</strong>
        {agent.email && <a href={`mailto:${agent.email}`}>{agent.email}</a>}
        {agent.phone && <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(agent.phone)}</a>}
      </div>
    </section>
  );
}
