import type { ListingsQuery } from '../../../src/contract';
import { IS_MLS_PHOTO, STORED_PHOTO_ID_OF_MEDIA } from '../../photos/stored-photo-sql';
import type { Queryable } from '../db';
import { listingsWhere } from './listings-where';

/** What a digest line is about: a new listing, a price change, or a listing back on the market. */
export type AlertKind = 'new' | 'price' | 'back';

/** One listing event a saved search has not told its client about yet. */
export interface AlertEvent {
  key: number;
  kind: AlertKind;
  /** 'YYYY-MM-DD': the listing's list date or the history event's date. */
  eventDate: string;
  address: string;
  city: string;
  postalCode: string;
  price: number | null;
  /** The price before a price change (null for other kinds, or when the history has none). */
  previousPrice: number | null;
  beds: number | null;
  baths: number | null;
  url: string;
  /** The listing's first stored MLS photo (served from /media), null when none is stored. */
  photoId: string | null;
  /** True for a listing with MLS photos: without a stored one it has no picture yet, never a drawing. */
  mlsPhotos: boolean;
}

export interface AlertSearch {
  id: number;
  query: ListingsQuery;
  /** Events on or after this 'YYYY-MM-DD' Texas day are news. */
  since: string;
  priceChanges: boolean;
  backOnMarket: boolean;
}

/** A digest lists at most this many events per search; the rest wait for the next one. */
export const MAX_EVENTS_PER_SEARCH = 50;

/**
 * The events of listings that match the saved search's query today (every filter of it, the map area
 * included) since its last run, and that the sent table does not hold for this search yet: listings
 * listed since then, and, as the search chose, price changes and returns to the market (a relisting, or
 * a status change back to Active) from the listing history.
 */
export async function findAlertEvents(
  db: Queryable,
  search: AlertSearch,
  today: string,
): Promise<AlertEvent[]> {
  const where = listingsWhere(search.query, today);
  const { builder } = where;
  const matches = `${where.base} AND ${where.price}`;
  const since = builder.param(search.since);
  const price = builder.param(search.priceChanges);
  const back = builder.param(search.backOnMarket);
  const id = builder.param(search.id);
  const result = await db.query<AlertEvent>(
    `WITH events AS (
       SELECT l.listing_key_numeric AS key, 'new' AS kind, l.list_date AS event_date
         FROM listings l WHERE ${matches} AND l.list_date >= ${since}::date
       UNION
       SELECT l.listing_key_numeric, CASE WHEN h.event = 'PriceChange' THEN 'price' ELSE 'back' END, h.event_date
         FROM listing_history h JOIN listings l ON l.listing_key_numeric = h.listing_key_numeric
        WHERE ${matches} AND h.event_date >= ${since}::date
          AND ((${price}::boolean AND h.event = 'PriceChange')
            OR (${back}::boolean AND (h.event = 'Relisted' OR (h.event = 'StatusChange' AND h.status = 'Active'))))
     )
     SELECT e.key::float8 AS key, e.kind, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate",
            l.address, l.city, l.postal_code AS "postalCode", l.list_price::float8 AS price,
            CASE WHEN e.kind = 'price' THEN (
              SELECT p.price::float8 FROM listing_history p
               WHERE p.listing_key_numeric = e.key AND p.event_date < e.event_date AND p.price IS NOT NULL
               ORDER BY p.event_date DESC LIMIT 1) END AS "previousPrice",
            l.bedrooms_total AS beds, l.bathrooms_full AS baths, l.url,
            (SELECT ${STORED_PHOTO_ID_OF_MEDIA} AS id FROM listing_media m
              WHERE m.listing_key_numeric = e.key AND ${IS_MLS_PHOTO} AND ${STORED_PHOTO_ID_OF_MEDIA} IS NOT NULL
              ORDER BY m.img_order LIMIT 1) AS "photoId",
            EXISTS (SELECT 1 FROM listing_media m WHERE m.listing_key_numeric = e.key AND ${IS_MLS_PHOTO})
              AS "mlsPhotos"
       FROM events e JOIN listings l ON l.listing_key_numeric = e.key
      WHERE NOT EXISTS (SELECT 1 FROM saved_search_alerts_sent s
                         WHERE s.saved_search_id = ${id} AND s.listing_key_numeric = e.key
                           AND s.kind = e.kind AND s.event_date = e.event_date)
      ORDER BY e.event_date DESC, e.key DESC
      LIMIT ${MAX_EVENTS_PER_SEARCH}`,
    builder.params,
  );
  return result.rows;
}
