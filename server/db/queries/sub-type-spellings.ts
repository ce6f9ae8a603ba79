import { splitCamelCase } from '../../../src/lib/format/split-camel-case';

/**
 * The stored spellings a chosen sub-type may have: the camel case the contract sends and the spaced
 * form some feeds store ('SingleFamilyResidence' and 'Single Family Residence', which SPEC §3 toggles
 * together). Matching the list with `= ANY` keeps the comparison a plain equality.
 */
export function subTypeSpellings(subTypes: readonly string[]): string[] {
  return [...new Set(subTypes.flatMap((subType) => [subType, splitCamelCase(subType)]))];
}
