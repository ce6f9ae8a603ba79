import { createHash } from 'node:crypto';

// Generated listings use seven-digit keys and MLS ListingKeyNumeric values are at most ten or so digits,
// so derived keys live in [10^14, 10^15): fifteen digits, the most /api/listingsItem/{id} accepts, and
// far below 2^53, so they stay exact as JSON numbers.
const base = 100_000_000_000_000n;
const span = 900_000_000_000_000n;

/**
 * A ListingKeyNumeric for a record whose feed sends none: a hash of its ListingKey, so the same listing
 * gets the same number on every import and every machine. `attempt` > 0 probes further numbers when two
 * keys hash alike (the caller checks for collisions; once stored, the number is looked up, not rehashed).
 */
export function deriveKeyNumeric(listingKey: string, attempt = 0): number {
  const digest = createHash('sha256').update(`${listingKey}\u0000${attempt}`).digest();
  return Number(base + (digest.readBigUInt64BE(0) % span));
}
