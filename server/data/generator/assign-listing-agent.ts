import type { AgentRow } from './brokerage';
import { brokerageName } from './brokerage';
import type { Placement } from './create-placer';
import type { Rng } from './create-rng';
import { marketVocabulary } from './market-vocabulary';
import { nameVocabulary } from './name-vocabulary';

export interface ListingAgent {
  rtlist: 0 | 1;
  officeName: string;
  memberFullName: string;
  agentMatrixDir: string | null;
  brandedTour: string | null;
  unbrandedTour: string | null;
}

/**
 * Who lists it: about 15 % are the brokerage's own listings (rtlist = 1), listed by one of its agents,
 * preferably one working that metro; the rest come from other brokerages in the MLS. Own listings get a
 * branded virtual tour more often. Tour URLs use reserved example domains.
 */
export function assignListingAgent(
  rng: Rng,
  key: number,
  place: Placement,
  agentsByMetro: ReadonlyMap<string, readonly AgentRow[]>,
  hasBuilding: boolean,
): ListingAgent {
  const own = rng.chance(0.15);
  const tour = hasBuilding && rng.chance(own ? 0.5 : 0.2);
  const unbrandedTour = tour ? `https://tours.example.com/unbranded/${key}` : null;
  if (!own) {
    return {
      rtlist: 0,
      officeName: rng.pick(marketVocabulary.brokerages),
      memberFullName: `${rng.pick(nameVocabulary.first)} ${rng.pick(nameVocabulary.last)}`,
      agentMatrixDir: null,
      brandedTour: tour && rng.chance(0.4) ? `https://tours.example.com/branded/${key}` : null,
      unbrandedTour,
    };
  }
  const local = agentsByMetro.get(place.metro?.subdomain ?? '') ?? agentsByMetro.get('austin') ?? [];
  // Staff (office managers, the broker) rarely list; fall back to them only when nobody else is there.
  const listers = local.filter((candidate) => !candidate.isStaff);
  const agent = rng.pick(listers.length > 0 ? listers : local);
  return {
    rtlist: 1,
    officeName: brokerageName,
    memberFullName: agent.fullName,
    agentMatrixDir: agent.matrixDir,
    brandedTour: tour ? `https://tours.bluebonnetrealty.example/${key}` : null,
    unbrandedTour,
  };
}
