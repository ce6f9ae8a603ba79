import { type LeadRecipient, leadRecipientResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/**
 * The tour card's person (SPEC §2 "Schedule tour"): `GET /api/lead-recipient`, the server's one rule for
 * who receives a tour request about `listingKey` sent on `siteAgent`'s site (that agent, else the
 * listing's agent of ours, else the brokerage's default web agent), so the card names whoever the request
 * goes to. `null` when the request would go to the brokerage's inbox or the answer cannot be read; the
 * card is then left out rather than shown empty.
 */
export async function fetchTourAgent(
  api: ApiClient,
  listingKey: number,
  siteAgent: string | null,
  signal?: AbortSignal,
): Promise<LeadRecipient | null> {
  const query = new URLSearchParams({ ListingKeyNumeric: String(listingKey) });
  if (siteAgent) query.set('MatrixDir', siteAgent);
  const result = await api.get(`api/lead-recipient?${query}`, leadRecipientResponseSchema, { signal });
  return result.ok ? result.value.data : null;
}
