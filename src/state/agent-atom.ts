import { atomWithStorage } from 'jotai/utils';
import { type Agent, agentSchema } from '../contract';
import { validatedStorage } from './stored-value';

/** SPEC §3: the browser key an agent page stores its agent under. */
const STORAGE_KEY = 'agent';

/** A hand-edited or stale entry reads as none. */
const agentStorage = validatedStorage<Agent | null>(agentSchema);

/**
 * The agent whose site the visitor is on (SPEC §3 key `agent`, §6): set by `<bb-agent-home>` when the
 * agent's page loads, and read by the other widgets of that site, which then personalise themselves
 * (the contact page's heading and no staff carousel, the agent's metro on the listings map). Storage
 * is per origin, so an agent's sub-domain keeps its own agent and the company site is left alone.
 */
export const storedAgentAtom = atomWithStorage<Agent | null>(STORAGE_KEY, null, agentStorage, {
  getOnInit: true,
});
