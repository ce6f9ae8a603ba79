import type { Agent } from '../../contract';
import { pickBio } from '../../lib/agent/pick-bio';
import { spokenLanguages } from '../../lib/agent/spoken-languages';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { useT } from '../../ui/use-t';

export interface AgentProfileFactsProps {
  agent: Agent;
  /**
   * Where 'Visit {name}'s website' goes when the agent has no website of their own: their site on the
   * brokerage's host (the company's /about page), none on that site itself (the agent home).
   */
  ownSite?: string | null;
}

/**
 * What an agent page says of the agent beyond the contact lines (issue 25): title, languages, bio (in
 * the reader's language where the agent has it, else the other, marked with its `lang`) and a link to
 * their website. A fact the MLS or the brokerage did not give is left out, not shown empty.
 */
export function AgentProfileFacts({ agent, ownSite = null }: AgentProfileFactsProps) {
  const { t, lang } = useT();
  const name = agent.AgentChimeName ?? agent.MatrixDir;
  // Resolved against nothing: only a whole http(s) address is the agent's website ('jane.com' is not).
  const website = (agent.website ? safeHttpUrl(agent.website, 'about:blank') : null) ?? ownSite;
  const external = agent.website !== null && website !== ownSite;
  const bio = pickBio(lang, { en: agent.bio, es: agent.bio_es });
  return (
    <div className="agent-profile-facts">
      {agent.title && <p className="agent-profile-title">{agent.title}</p>}
      {agent.languages && (
        <p className="agent-profile-languages">
          {t('agentProfile.languages', { languages: spokenLanguages(lang, agent.languages) })}
        </p>
      )}
      {bio && (
        <p className="agent-profile-bio" lang={bio.lang}>
          {bio.text}
        </p>
      )}
      {website && (
        <p className="agent-profile-website">
          <a href={website} {...(external ? { rel: 'noopener', target: '_blank' } : {})}>
            {t('agentProfile.website', { name })}
          </a>
        </p>
      )}
    </div>
  );
}
