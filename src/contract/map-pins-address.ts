/** A street address in the three parts the pins call sends (see `mapPinsSchema`). */
export interface PinAddressParts {
  /** What stands before the street: the house number ('1234', '12A'), or ''. */
  readonly house: string;
  /** The street ('Oak Hollow Dr'), the part many listings of a metro share. */
  readonly street: string;
  /** What follows the street: 'Unit 204', 'Apt 3', '#12', or ''. */
  readonly unit: string;
}

const HOUSE = /^(\d\S*) (.+)$/;
const UNIT = /^(.+) ((?:Unit|Apt|Ste|Suite) \S+|#\S+)$/i;

/**
 * Splits a street line so the street names a metro repeats can travel once per answer: '1234 Oak Hollow
 * Dr Unit 204' → '1234' + 'Oak Hollow Dr' + 'Unit 204'. Only single spaces are cut, so `joinPinAddress`
 * gives back exactly the line it was given, whatever its shape ('County Road 1234' is all street).
 */
export function splitPinAddress(address: string): PinAddressParts {
  const house = HOUSE.exec(address);
  const rest = house?.[2] ?? address;
  const unit = UNIT.exec(rest);
  return { house: house?.[1] ?? '', street: unit?.[1] ?? rest, unit: unit?.[2] ?? '' };
}

/**
 * The street line of its parts, as the listings call gives it: '1234 Oak Hollow Dr Unit 204'. Plain
 * concatenation: it runs for every listing of a pins answer.
 */
export function joinPinAddress({ house, street, unit }: PinAddressParts): string {
  const line = house === '' ? street : street === '' ? house : `${house} ${street}`;
  return unit === '' ? line : line === '' ? unit : `${line} ${unit}`;
}
