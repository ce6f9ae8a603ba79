import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { Agent } from '../../contract';
import { agentInitials } from '../../lib/agent/agent-initials';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { apiClientAtom } from '../../state/api-base-atom';
import { useT } from '../../ui/use-t';

/**
 * The agent's portrait (their `photo_url`, on the API's host when it is a path), or their initials in a
 * circle when they have none or it fails to load: an agent imported from the MLS has no photo until the
 * brokerage adds one. `size` is the image's intrinsic size; `className` sizes both on the page.
 */
export function AgentPortrait({ agent, size, className }: { agent: Agent; size: number; className: string }) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const [failed, setFailed] = useState(false);
  const name = agent.AgentChimeName ?? agent.MatrixDir;
  const photo = agent.photo_url ? safeHttpUrl(agent.photo_url, api.base) : null;
  if (photo && !failed) {
    return (
      <img
        className={`agent-portrait ${className}`}
        src={photo}
        alt={t('agentHome.photo', { name })}
        width={size}
        height={size}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className={`agent-portrait agent-initials ${className}`}
      role="img"
      aria-label={t('agentHome.photo', { name })}
    >
      {agentInitials(name)}
    </span>
  );
}
