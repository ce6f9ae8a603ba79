import type { ResoProperty } from './reso-property-schema';

export interface Street {
  streetNumber: string | null;
  streetName: string | null;
  unitNumber: string | null;
  /** The street line as shown, in the generator's form: '1234 Oak Hollow Dr Unit 204'. */
  address: string | null;
}

type StreetFields = Pick<
  ResoProperty,
  | 'StreetNumber'
  | 'StreetDirPrefix'
  | 'StreetName'
  | 'StreetSuffix'
  | 'StreetDirSuffix'
  | 'UnitNumber'
  | 'UnparsedAddress'
>;

const noStreet: Street = { streetNumber: null, streetName: null, unitNumber: null, address: null };

/**
 * The street of a record from its parsed parts, or from the first segment of UnparsedAddress when the
 * parts are missing ('1234 Oak Hollow Dr, Austin, TX 78704'). Nothing at all when the address may not be
 * displayed: what is not stored cannot leak through the card, the url, the search index or an export.
 */
export function composeStreet(record: StreetFields, displayAddress: boolean): Street {
  if (!displayAddress) return noStreet;
  const unitNumber = record.UnitNumber?.replace(/^(#|unit\b|apt\b|ste\b|suite\b)\s*/i, '') || null;
  const unit = unitNumber === null ? '' : ` Unit ${unitNumber}`;
  if (record.StreetName !== null) {
    const streetName = [
      record.StreetDirPrefix,
      record.StreetName,
      record.StreetSuffix,
      record.StreetDirSuffix,
    ]
      .filter((part) => part !== null)
      .join(' ');
    const streetNumber = record.StreetNumber;
    const line = streetNumber === null ? streetName : `${streetNumber} ${streetName}`;
    return { streetNumber, streetName, unitNumber, address: `${line}${unit}` };
  }
  const line = record.UnparsedAddress?.split(',')[0]?.trim();
  if (!line) return noStreet;
  const match = /^(\d+[A-Za-z]?)\s+(.+)$/.exec(line);
  return {
    streetNumber: match?.[1] ?? null,
    streetName: match?.[2] ?? line,
    unitNumber,
    address: unitNumber === null || line.includes(unitNumber) ? line : `${line}${unit}`,
  };
}
