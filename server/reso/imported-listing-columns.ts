import { LISTING_COLUMN_TYPES, listingColumnSpecs } from '../data/listing-column-types';
import type { ImportedListingRow } from './imported-listing';

/** Column specs for `insertRows` over `listings`, in a fixed order. */
export const importedListingColumns = listingColumnSpecs<ImportedListingRow>();

/** The upsert's SET list: every column but the two keys, which never change for a listing. */
export const importedListingUpdates = Object.keys(LISTING_COLUMN_TYPES)
  .filter((name) => name !== 'listing_key' && name !== 'listing_key_numeric')
  .map((name) => `${name} = EXCLUDED.${name}`)
  .join(', ');
