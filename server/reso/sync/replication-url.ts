import type { ResoResource } from '../import-report';
import type { ResoFeed } from './reso-feed-config';

/** The key field of each resource: what a full refresh lists and the high-water mark remembers. */
export const resourceKeyField: Record<ResoResource, string> = {
  Property: 'ListingKey',
  Member: 'MemberKey',
  Office: 'OfficeKey',
  OpenHouse: 'OpenHouseKey',
  Media: 'MediaKey',
};

// OData wants its own $-options literally and everything else percent-encoded; spaces as %20, never '+'.
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',');

/**
 * The first request of a replication: records modified at or after the high-water mark, oldest first,
 * `$top` at a time (the server's `@odata.nextLink` gives the rest). A full refresh asks for keys only.
 */
export function replicationUrl(
  feed: ResoFeed,
  resource: ResoResource,
  request: { mode: 'incremental'; since: string | null } | { mode: 'keys' },
): string {
  const filters = feed.filter === undefined ? [] : [`(${feed.filter})`];
  const options: [string, string][] = [];
  if (request.mode === 'incremental') {
    if (request.since !== null) filters.push(`ModificationTimestamp ge ${request.since}`);
    options.push(['$orderby', 'ModificationTimestamp']);
    if (resource === 'Property' && feed.expand.length > 0) options.push(['$expand', feed.expand.join(',')]);
    if (resource === 'Member' && feed.expandMemberMedia) options.push(['$expand', 'Media']);
  } else {
    options.push(['$select', resourceKeyField[resource]]);
  }
  if (filters.length > 0) options.unshift(['$filter', filters.join(' and ')]);
  options.push(['$top', String(feed.pageSize)]);
  return `${feed.baseUrl}/${resource}?${options.map(([name, value]) => `${name}=${encode(value)}`).join('&')}`;
}
