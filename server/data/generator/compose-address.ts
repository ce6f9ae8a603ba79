import type { Rng } from './create-rng';
import type { Structure } from './describe-structure';
import { streetVocabulary } from './street-vocabulary';

export interface StreetAddress {
  streetNumber: string;
  streetName: string;
  unitNumber: string | null;
  /** The full street line as shown: '1234 Oak Hollow Dr Unit 204'. */
  address: string;
}

/** A plausible street line; rural acreage sometimes sits on a county road, condos carry a unit. */
export function composeAddress(rng: Rng, structure: Structure, rural: boolean): StreetAddress {
  const countyRoad = rural && structure.form !== 'attached' && rng.chance(0.35);
  const streetName = countyRoad
    ? `County Road ${rng.int(100, 4999)}`
    : `${rng.pick(streetVocabulary.names)} ${rng.weighted(streetVocabulary.suffixes)}`;
  const streetNumber = String(rural ? rng.int(100, 29_999) : rng.int(100, 13_999));
  const unitNumber =
    structure.form === 'attached' && !rng.chance(0.3)
      ? String(rng.int(1, structure.stories === 4 ? 30 : 4) * 100 + rng.int(1, 24))
      : null;
  const address = `${streetNumber} ${streetName}${unitNumber === null ? '' : ` Unit ${unitNumber}`}`;
  return { streetNumber, streetName, unitNumber, address };
}
