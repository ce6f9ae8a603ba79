import type { ListingStatus } from '../data/generator/listing-rows';
import type { ResoStandardStatus } from './reso-property-head-schema';

const served: Readonly<Partial<Record<ResoStandardStatus, ListingStatus>>> = {
  Active: 'Active',
  'Active Under Contract': 'ActiveUnderContract',
  'Coming Soon': 'ComingSoon',
  Pending: 'Pending',
  Closed: 'Closed',
};

// Local MlsStatus values of the Texas MLSs (ACTRIS, HAR, NTREIS, SABOR) that say more than their
// StandardStatus, keyed by their squashed spelling. 'Option Pending' (HAR) is an accepted offer in its
// option period: no longer taking offers, so Pending. A kick-out clause or "continue to show" keeps the
// listing on the market under contract.
const refinements: Readonly<Record<string, ListingStatus>> = {
  contingent: 'Contingent',
  activecontingent: 'Contingent',
  activecontingency: 'Contingent',
  pendingcontingent: 'Contingent',
  optionpending: 'Pending',
  pendingtakingbackups: 'Pending',
  activeoptioncontract: 'ActiveUnderContract',
  activekickout: 'ActiveUnderContract',
  activeko: 'ActiveUnderContract',
  pendingcontinuetoshow: 'ActiveUnderContract',
  activeundercontract: 'ActiveUnderContract',
};

// Only a listing somewhere between on the market and sold can be refined: a local status never turns a
// Closed or Coming Soon listing into something else, nor brings an off-market one back.
const refinable = new Set<ResoStandardStatus>(['Active', 'Active Under Contract', 'Pending']);

/**
 * Maps StandardStatus, refined by the local MlsStatus, to our six statuses (SPEC §4); null for Canceled,
 * Expired, Withdrawn, Hold, Delete and Incomplete, which are off the market and never served.
 */
export function mapListingStatus(
  standard: ResoStandardStatus,
  mlsStatus: string | null,
): ListingStatus | null {
  const status = served[standard];
  if (status === undefined) return null;
  const refined =
    mlsStatus === null ? undefined : refinements[mlsStatus.toLowerCase().replace(/[^a-z]/g, '')];
  return refined !== undefined && refinable.has(standard) ? refined : status;
}
