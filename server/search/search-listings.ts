import type { ListingsQuery } from '../../src/contract';
import type { Queryable } from '../db/db';
import { savedListingKeys } from '../db/queries/saved-listing-rows';
import type { ListingIndex } from './listing-index';
import type { ListingSummaries } from './listing-summaries';
import type { OnlyKeys } from './listing-test';
import { listingsCriteria } from './listings-criteria';

export interface ListingsPage {
  /** The page's listings as a JSON array, written by the database. */
  listingsJson: string;
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  /** Lowest and highest list price of every match regardless of the price filter (null when none). */
  priceRange: { min: number | null; max: number | null };
}

export interface SearchOptions {
  /** `filterBy: 'favorite'`: only this client's favorites (a ClientID the route took from the session). */
  favoritesOf?: number | undefined;
}

/**
 * Names the answer of `query` on `today` in its normalised form (what the filters mean, the order and the
 * page), so every spelling of one search (defaults omitted or written out, keys in any order) shares a key.
 */
export function listingsAnswerKey(query: ListingsQuery, today: string): string {
  const { page, perPage } = pageOf(query);
  const order = `${query.filters.sortBy ?? 'newest'} ${page} ${perPage}`;
  return `${JSON.stringify(listingsCriteria(query, today))}\n${order} ${today}`;
}

/**
 * One page of the listings matching `query`, with the exact total and the price range of the whole
 * match: the index finds the page's keys; `summaries` has those listings, or has the database write them.
 */
export async function searchListings(
  db: Queryable,
  index: ListingIndex,
  summaries: ListingSummaries,
  query: ListingsQuery,
  today: string,
  { favoritesOf }: SearchOptions = {},
): Promise<ListingsPage> {
  const { page, perPage } = pageOf(query);
  const only = await favoriteKeys(db, favoritesOf);
  const found = index.search(
    listingsCriteria(query, today),
    query.filters.sortBy ?? 'newest',
    (page - 1) * perPage,
    perPage,
    only,
  );
  return {
    listingsJson: await summaries.arrayJson(db, index, found.keys, today),
    total: found.total,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(found.total / perPage)),
    priceRange: { min: found.min, max: found.max },
  };
}

/** `favoritesOf`'s favorites, the keys a search is narrowed to (undefined: not narrowed). */
export async function favoriteKeys(db: Queryable, favoritesOf: number | undefined): Promise<OnlyKeys> {
  return favoritesOf === undefined ? undefined : new Set(await savedListingKeys(db, favoritesOf, 'favorite'));
}

function pageOf(query: ListingsQuery): { page: number; perPage: number } {
  return { page: query.filters.page ?? 1, perPage: query.filters.perPage ?? 50 };
}
