import type { ListingStatus } from '../../contract';
import { LISTINGS_QUERY_DEFAULTS } from '../../contract';

/**
 * The URL flag (and listings-query `moreFilters.status` key) of each MLS status, in the display order
 * of LISTING_STATUSES (SPEC §2: `active=true`, `activeUnderContract=true`, …).
 */
export const STATUS_FLAGS = [
  { flag: 'active', status: 'Active' },
  { flag: 'activeUnderContract', status: 'ActiveUnderContract' },
  { flag: 'comingSoon', status: 'ComingSoon' },
  { flag: 'contingent', status: 'Contingent' },
  { flag: 'pending', status: 'Pending' },
  { flag: 'closed', status: 'Closed' },
] as const satisfies readonly { flag: string; status: ListingStatus }[];

/** The name of one status flag, e.g. 'activeUnderContract'. */
export type StatusFlag = (typeof STATUS_FLAGS)[number]['flag'];

/** Which statuses the filter shows; at least one is always on (see DEFAULT_STATUS_FLAGS). */
export type StatusFlags = Readonly<Record<StatusFlag, boolean>>;

/**
 * SPEC §4: Active and ComingSoon on. The server reads "no status chosen" as this same set, so an empty
 * selection is never stored: it normalises back to these defaults.
 */
export const DEFAULT_STATUS_FLAGS: StatusFlags = LISTINGS_QUERY_DEFAULTS.moreFilters.status;
