import type { ListingsQuery } from '../../../src/contract';
import type { SqlBuilder } from './sql-builder';

type MoreFilters = NonNullable<ListingsQuery['moreFilters']>;

/**
 * Open-house mode (SPEC §4: the openHouses flag, or From or To present): listings with an open house
 * between From and To. Only open houses still to come count, so a From in the past starts today; no To
 * means no end.
 */
export function openHouseWhere(builder: SqlBuilder, more: MoreFilters, today: string): void {
  if (!more.openHouses && more.From === undefined && more.To === undefined) return;
  const from = more.From !== undefined && more.From > today ? more.From : today;
  const exists = (window: string) =>
    `EXISTS (SELECT 1 FROM open_houses o WHERE o.listing_key_numeric = l.listing_key_numeric AND ${window})`;
  if (more.To === undefined) {
    builder.where((f) => exists(`o.open_date >= ${f}::date`), from);
  } else {
    builder.where((f, t) => exists(`o.open_date BETWEEN ${f}::date AND ${t}::date`), from, more.To);
  }
}
