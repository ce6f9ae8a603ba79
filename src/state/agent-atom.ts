import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { type Agent, agentSchema } from '../contract/agent';
import { storedChoiceStorage } from './stored-choice-storage';

/** SPEC §3: the browser key an agent page stores its agent under. */
const STORAGE_KEY = 'agent';

/** The stored text → the agent, when it is JSON of one (a hand-edited or stale entry reads as none). */
export function parseStoredAgent(raw: string | null | undefined): Agent | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(agentSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const agentStorage = storedChoiceStorage<Agent | null>(parseStoredAgent, (agent) =>
  agent === null ? null : JSON.stringify(agent),
);

/**
 * The agent whose site the visitor is on (SPEC §3 key `agent`, §6): set by `<bb-agent-home>` when the
 * agent's page loads, and read by the other widgets of that site, which then personalise themselves
 * (the contact page's heading and no staff carousel, the agent's metro on the listings map). Storage
 * is per origin, so an agent's sub-domain keeps its own agent and the company site is left alone.
 */
export const storedAgentAtom = atomWithStorage<Agent | null>(STORAGE_KEY, null, agentStorage, {
  getOnInit: true,
});
