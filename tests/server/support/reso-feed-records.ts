import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { ResoRecord } from './start-reso-server';

const fixtures = join(import.meta.dirname, '../../fixtures/reso');
const pageSchema = v.object({ value: v.array(v.record(v.string(), v.unknown())) });

/** The records of one fixture page (tests/fixtures/reso/{name}.json), fresh copies. */
export function fixtureRecords(name: string): ResoRecord[] {
  return v.parse(pageSchema, JSON.parse(readFileSync(join(fixtures, `${name}.json`), 'utf8'))).value;
}

const [template] = fixtureRecords('property');

/** The n-th listing of a feed: the first fixture listing with its own keys, address and timestamp. */
export function feedListing(n: number, modifiedAt: string, fields: ResoRecord = {}): ResoRecord {
  if (template === undefined) throw new Error('no fixture listing');
  return {
    ...structuredClone(template),
    ListingKey: `SYN${1000 + n}`,
    ListingKeyNumeric: 91_000_000 + n,
    ListingId: `S${1000 + n}`,
    StreetNumber: String(100 + n),
    UnparsedAddress: `${100 + n} Kenwood Ave, Austin, TX 78704`,
    ModificationTimestamp: modifiedAt,
    Media: [
      {
        MediaKey: `SYN${1000 + n}-1`,
        MediaURL: `https://media.example.com/syn${n}/1.jpg`,
        Order: 1,
        MediaCategory: 'Photo',
      },
    ],
    ...fields,
  };
}
