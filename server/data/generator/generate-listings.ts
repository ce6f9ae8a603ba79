import { loadTexasGeography } from '../geography/load-texas-geography';
import type { TexasGeography } from '../geography/texas-geography';
import { type AgentRow, buildBrokerage } from './brokerage';
import { calendar } from './calendar';
import { createPlacer } from './create-placer';
import { generateListing } from './generate-listing';
import type { GeneratedListing } from './listing-rows';

export interface GenerateListingsOptions {
  count: number;
  seed: number;
  /** Every date is relative to this day (UTC), so tests can pin it. */
  today: Date | string;
  geography?: TexasGeography;
  agents?: readonly AgentRow[];
}

/**
 * Yields `count` synthetic listings with their media, rooms, open houses and history, deterministically:
 * the same seed, count and day give identical rows, and listing i is the same whatever the count.
 * Lazily generated, so callers can stream them into the database in batches.
 */
export function* generateListings(options: GenerateListingsOptions): Generator<GeneratedListing> {
  const today = calendar.addDays(options.today, 0);
  const agents = options.agents ?? buildBrokerage().agents;
  const agentsByMetro = new Map<string, AgentRow[]>();
  for (const agent of agents)
    agentsByMetro.set(agent.metro, [...(agentsByMetro.get(agent.metro) ?? []), agent]);
  const context = {
    seed: options.seed,
    today,
    currentYear: Number(today.slice(0, 4)),
    place: createPlacer(options.geography ?? loadTexasGeography()),
    agentsByMetro,
  };
  for (let index = 0; index < options.count; index++) yield generateListing(context, index);
}
