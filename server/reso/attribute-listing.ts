import type { ResoProperty } from './reso-property-schema';

/** Who a listing is attributed to on every display (IDX rules: the listing brokerage, and its agent). */
export interface ListingAttribution {
  officeName: string;
  /** '' when the feed names no agent: the detail then shows the office alone. */
  agentName: string;
}

type Named = Pick<
  ResoProperty,
  | 'ListOfficeName'
  | 'ListOfficeMlsId'
  | 'OriginatingSystemName'
  | 'ListAgentFullName'
  | 'ListAgentFirstName'
  | 'ListAgentLastName'
>;

/**
 * The listing office and agent as the feed names them. Some feeds leave ListAgentFullName out and send
 * the first and last names. A feed without the office's name still licenses the listing for display:
 * attribution then falls back to what is known of the brokerage, its MLS office id, else the MLS that
 * sent it (OriginatingSystemName), rather than losing the listing.
 */
export function attributeListing(record: Named): ListingAttribution {
  const parts = [record.ListAgentFirstName, record.ListAgentLastName].filter((part) => part !== null);
  return {
    officeName: record.ListOfficeName ?? record.ListOfficeMlsId ?? record.OriginatingSystemName ?? 'MLS',
    agentName: record.ListAgentFullName ?? (parts.join(' ') || ''),
  };
}
