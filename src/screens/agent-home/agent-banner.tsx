import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { Agent } from '../../contract';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { apiClientAtom } from '../../state/api-base-atom';
import { useT } from '../../ui/use-t';

export interface AgentBannerProps {
  agent: Agent;
  /** The site's default banner for agents without one (the `default-banner` attribute). */
  defaultBanner?: string | undefined;
}

/**
 * The top of an agent's home (SPEC §1): the agent's `website_banner`, else the site's default banner,
 * else a plain brand-coloured band — a banner that fails to load falls back the same way. The agent's
 * name and metro stand over it. The picture is decoration: the heading says whose page this is.
 */
export function AgentBanner({ agent, defaultBanner }: AgentBannerProps) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const candidates = [agent.website_banner, defaultBanner]
    .map((url) => (url ? safeHttpUrl(url, api.base) : null))
    .filter((url): url is string => url !== null);
  const [failed, setFailed] = useState(0);
  const src = candidates[failed];
  const name = agent.AgentChimeName ?? agent.MatrixDir;
  return (
    <header className="agent-banner" part="banner">
      {src && (
        <img
          className="agent-banner-image"
          src={src}
          alt=""
          data-banner={failed === 0 && agent.website_banner ? 'agent' : 'default'}
          onError={() => setFailed((n) => n + 1)}
        />
      )}
      <div className="agent-banner-text">
        <h2>{name}</h2>
        <p>
          {agent.Metro
            ? t('agentHome.subtitleMetro', { metro: metroName(agent.Metro) })
            : t('agentHome.subtitle')}
        </p>
      </div>
    </header>
  );
}

/** 'dallas-fort-worth' → 'Dallas Fort Worth': metros come as their sub-domain slug. */
function metroName(metro: string): string {
  return metro
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
