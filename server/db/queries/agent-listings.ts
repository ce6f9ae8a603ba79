import type { Queryable } from '../db';
import { LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';

/** How many of an agent's listings on the market, and of their recent sales, an agent page shows. */
export const AGENT_ACTIVE_LIMIT = 24;
export const AGENT_SOLD_LIMIT = 12;

/**
 * An agent's listings for their page (issue 25): those on the market (Active, Coming Soon, Active Under
 * Contract), newest first, and those they sold within a year of `today`, latest sale first. The partial
 * index of migration 030 finds them without reading anyone else's.
 */
export async function agentListings(
  db: Queryable,
  matrixDir: string,
  today: string,
): Promise<{ active: Record<string, unknown>[]; sold: Record<string, unknown>[] }> {
  const active = await db.query(
    `SELECT ${withToday(LISTING_SUMMARY_COLUMNS, '$2')}
       FROM listings l
      WHERE l.list_agent_matrix_dir = $1 AND l.mls_status IN ('Active', 'ComingSoon', 'ActiveUnderContract')
      ORDER BY l.list_date DESC, l.listing_key_numeric DESC
      LIMIT ${AGENT_ACTIVE_LIMIT}`,
    [matrixDir, today],
    { prepare: true },
  );
  const sold = await db.query(
    `SELECT ${withToday(LISTING_SUMMARY_COLUMNS, '$2')}
       FROM listings l
      WHERE l.list_agent_matrix_dir = $1 AND l.mls_status = 'Closed'
        AND l.close_date >= $2::date - 365
      ORDER BY l.close_date DESC, l.listing_key_numeric DESC
      LIMIT ${AGENT_SOLD_LIMIT}`,
    [matrixDir, today],
    { prepare: true },
  );
  return { active: active.rows, sold: sold.rows };
}
