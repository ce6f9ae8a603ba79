import type { LeadRequest } from '../../../src/contract';
import type { Queryable } from '../db';

/** The stored fields of a lead; the delivery columns start as 'pending'. */
export interface NewLead {
  request: LeadRequest;
  recipient: string;
  /** 'unsent' when no mail transport is configured, so nothing will try to send it. */
  deliveryStatus: 'pending' | 'unsent';
}

/** Stores a lead and returns its id. Runs before any e-mail is attempted (nothing lost). */
export async function insertLead(db: Queryable, { request: r, recipient, deliveryStatus }: NewLead) {
  const result = await db.query<{ id: number }>(
    `INSERT INTO leads (listing_key_numeric, first_name, last_name, email, phone, question, language,
                        realtor, house_to_sell, metro, tour_date, tour_time, tour_type, county, city, postal_code,
                        min_price, max_price, source, recipient, delivery_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     RETURNING id::float8 AS id`,
    [
      r.ListingKeyNumeric,
      r.PartyName,
      r.LastName,
      r.PartyEmail,
      r.PartyPhone,
      r.question,
      r.language,
      r.realtor,
      r.houseToSell,
      r.metro,
      r.date,
      r.time,
      r.type,
      r.county,
      r.city,
      r.postalCode,
      r.minPrice,
      r.maxPrice,
      r.source,
      recipient,
      deliveryStatus,
    ],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('The lead was not stored.');
  return id;
}
