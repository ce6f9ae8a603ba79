import * as v from 'valibot';
import type { ResoPage } from '../reso-page-schema';
import type { ResoClient } from './create-reso-client';

const expandable = ['Media', 'OpenHouse', 'Rooms'] as const;
const recordSchema = v.record(v.string(), v.unknown());
const itemsSchema = v.optional(v.array(v.unknown()), []);

/**
 * One page of a replication with every record whole: a server may page a record's expansion as it pages
 * a resource (a listing with 120 photos comes with the first ones and `Media@odata.nextLink`), and the
 * importer replaces a listing's expanded children with what the record holds, so the rest is fetched
 * (through the feed's client: its rate limits and token) and appended before the page is applied.
 */
export async function fetchWholePage(
  client: ResoClient,
  url: string,
  signal: AbortSignal | undefined,
): Promise<ResoPage> {
  const page = await client.getPage(url, signal);
  const value: unknown[] = [];
  for (const record of page.value) {
    const fields = v.safeParse(recordSchema, record);
    let whole = fields.success ? fields.output : null;
    for (const field of expandable) {
      const link = whole?.[`${field}@odata.nextLink`];
      const sent = v.safeParse(itemsSchema, whole?.[field]);
      if (whole === null || typeof link !== 'string' || !sent.success) continue;
      const items = [...sent.output];
      let next: string | undefined = link;
      while (next !== undefined) {
        // A relative link is resolved against the page that gave it, as OData says.
        const more = await client.getPage(new URL(next, url).href, signal);
        items.push(...more.value);
        next = more['@odata.nextLink'];
      }
      const { [`${field}@odata.nextLink`]: _followed, ...rest } = whole;
      whole = { ...rest, [field]: items };
    }
    value.push(whole ?? record);
  }
  return { ...page, value };
}
