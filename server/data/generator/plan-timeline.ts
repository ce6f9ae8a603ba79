import { calendar } from './calendar';
import type { Rng } from './create-rng';
import type { HistoryRow, ListingStatus } from './listing-rows';

export type HistoryEvent = Omit<HistoryRow, 'listing_key_numeric'>;

/** A listing's status, dates and prices, and the history events that led there. */
export interface Timeline {
  status: ListingStatus;
  listDate: string;
  expirationDate: string;
  closeDate: string | null;
  listPrice: number;
  originalListPrice: number;
  closePrice: number | null;
  /** The latest event's day, as a timestamp. */
  modifiedAt: string;
  history: HistoryEvent[];
}

const statusWeights: readonly (readonly [ListingStatus, number])[] = [
  ['Active', 60],
  ['ComingSoon', 6],
  ['ActiveUnderContract', 7],
  ['Contingent', 4],
  ['Pending', 9],
  ['Closed', 14],
];

/**
 * Plans the listing's life up to `today`: list dates spread over the past year (recent ones more
 * common), price cuts on some, a contract for the under-contract statuses, a sale for Closed ones.
 * `price` is the current asking price; earlier prices were higher. History dates are distinct per event
 * kind because (listing, date, event) is the table's key.
 */
export function planTimeline(rng: Rng, price: number, lease: boolean, today: string): Timeline {
  const status = rng.weighted(statusWeights);
  const ageDays =
    status === 'ComingSoon'
      ? rng.int(0, 7)
      : status === 'Active'
        ? Math.floor(365 * rng.next() ** 1.6)
        : status === 'Closed'
          ? rng.int(30, 365)
          : rng.int(10, 200);
  const listDate = calendar.addDays(today, -ageDays);
  const day = (offset: number) => calendar.addDays(listDate, offset);
  // Under-contract listings went under contract a while after listing; closed ones closed weeks later.
  const contractDay =
    status === 'Active' || status === 'ComingSoon'
      ? null
      : rng.int(Math.min(3, ageDays - 1), Math.max(3, status === 'Closed' ? ageDays - 25 : ageDays - 1));
  const closeDay = status === 'Closed' && contractDay !== null ? rng.int(contractDay + 14, ageDays) : null;

  const step = lease ? 25 : price >= 1_000_000 ? 5_000 : 1_000;
  const cutWindow = contractDay ?? ageDays;
  const cuts = cutWindow > 20 && status !== 'ComingSoon' && rng.chance(0.35) ? rng.int(1, 3) : 0;
  const cutDays = new Set<number>();
  while (cutDays.size < cuts) cutDays.add(rng.int(14, cutWindow - 1));
  const cutOrder = [...cutDays].sort((a, b) => a - b);
  // Walk back from today's price to the original one, one cut at a time.
  const prices = [price];
  for (let i = 0; i < cutOrder.length; i++) {
    const earlier = (prices[0] ?? price) / (1 - rng.float(0.02, 0.06));
    prices.unshift(Math.round(earlier / step) * step);
  }
  const originalListPrice = prices[0] ?? price;

  const history: HistoryEvent[] = [];
  const relisted = status !== 'ComingSoon' && rng.chance(0.05);
  if (relisted) {
    history.push({
      event_date: day(-rng.int(200, 300)),
      event: 'Listed',
      price: Math.round(originalListPrice * 1.05),
      status: 'Active',
    });
    history.push({ event_date: day(-rng.int(20, 60)), event: 'Expired', price: null, status: 'Expired' });
  }
  history.push({
    event_date: listDate,
    event: relisted ? 'Relisted' : 'Listed',
    price: originalListPrice,
    status: status === 'ComingSoon' ? 'ComingSoon' : 'Active',
  });
  cutOrder.forEach((cutDay, index) => {
    history.push({
      event_date: day(cutDay),
      event: 'PriceChange',
      price: prices[index + 1] ?? price,
      status: 'Active',
    });
  });
  if (contractDay !== null) {
    const contractStatus = status === 'Closed' ? 'Pending' : status;
    history.push({ event_date: day(contractDay), event: 'StatusChange', price, status: contractStatus });
  }
  const closePrice =
    closeDay === null
      ? null
      : Math.round((price * rng.float(0.94, 1.03)) / (lease ? 25 : 500)) * (lease ? 25 : 500);
  if (closeDay !== null)
    history.push({ event_date: day(closeDay), event: 'Sold', price: closePrice, status: 'Closed' });

  const last = history[history.length - 1]?.event_date ?? listDate;
  return {
    status,
    listDate,
    expirationDate: day(lease ? rng.pick([90, 120, 180]) : rng.pick([180, 270, 365])),
    closeDate: closeDay === null ? null : day(closeDay),
    listPrice: price,
    originalListPrice,
    closePrice,
    modifiedAt: `${last}T12:00:00Z`,
    history,
  };
}
