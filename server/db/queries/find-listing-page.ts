import * as v from 'valibot';
import { storedPhotoPath } from '../../../src/lib/photos/stored-photo-url';
import { IS_MLS_PHOTO, STORED_PHOTO_ID_OF_MEDIA } from '../../photos/stored-photo-sql';
import type { Queryable } from '../db';

const text = v.string();
const maybeText = v.nullable(v.string());
const maybeNumber = v.nullable(v.number());

/** What a listing's own page shows: the facts for crawlers and no-script visitors, and its JSON-LD. */
const listingPageSchema = v.object({
  key: v.number(),
  mlsNum: text,
  status: text,
  propertyType: text,
  propertySubType: text,
  // Anonymous visitors see the list price only, sold or not (SPEC §6).
  price: maybeNumber,
  // Null when the MLS withholds the street (InternetAddressDisplayYN false): the page names the place only.
  address: maybeText,
  city: text,
  state: maybeText,
  postalCode: text,
  citySubdomain: text,
  latitude: v.number(),
  longitude: v.number(),
  beds: maybeNumber,
  bathsFull: maybeNumber,
  bathsHalf: maybeNumber,
  livingArea: maybeNumber,
  yearBuilt: maybeNumber,
  remarks: maybeText,
  officeName: text,
  agentName: text,
  url: text,
  listDate: text,
  photos: v.array(text),
});

export type ListingPage = v.InferOutput<typeof listingPageSchema>;

/**
 * The MLS's photos as our host serves them (one not stored yet is left out, never hotlinked), at the
 * width search engines and link previews ask for (Open Graph recommends 1200 px).
 */
const [photoPathStart, photoPathEnd] = storedPhotoPath('{id}', 1280, 'jpg').split('{id}');

/** Photos named in the JSON-LD: enough for a rich result, not the whole gallery. */
const PHOTOS_IN_PAGE = 6;

const SQL = `
  SELECT l.listing_key_numeric::float8 AS "key", l.mls_num AS "mlsNum", l.mls_status AS "status",
         l.property_type AS "propertyType", l.property_sub_type AS "propertySubType",
         l.list_price::float8 AS "price", l.address, l.city, l.state_or_province AS "state",
         l.postal_code AS "postalCode", l.city_subdomain AS "citySubdomain", l.latitude, l.longitude,
         l.bedrooms_total AS "beds", l.bathrooms_full AS "bathsFull", l.bathrooms_half AS "bathsHalf",
         l.above_grade_finished_area AS "livingArea", l.year_built AS "yearBuilt",
         l.public_remarks AS "remarks", l.list_office_name AS "officeName",
         l.list_member_full_name AS "agentName", l.url, to_char(l.list_date, 'YYYY-MM-DD') AS "listDate",
         ARRAY(SELECT s.url FROM listing_media m
                 CROSS JOIN LATERAL (SELECT CASE WHEN NOT ${IS_MLS_PHOTO} THEN m.media_url
                   ELSE '${photoPathStart}' || ${STORED_PHOTO_ID_OF_MEDIA} || '${photoPathEnd}' END AS url) s
                WHERE m.listing_key_numeric = l.listing_key_numeric AND s.url IS NOT NULL
                ORDER BY m.img_order LIMIT ${PHOTOS_IN_PAGE}) AS "photos"
    FROM listings l WHERE l.listing_key_numeric = $1`;

/** The listing `key` as its page shows it, or null when there is no such listing. */
export async function findListingPage(db: Queryable, key: number): Promise<ListingPage | null> {
  const found = await db.query(SQL, [key], { prepare: true });
  const row = found.rows[0];
  // A row that does not fit is a bug in this query or the schema, not a visitor's mistake: let it throw.
  return row === undefined ? null : v.parse(listingPageSchema, row);
}
