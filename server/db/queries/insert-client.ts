import type { Queryable } from '../db';

export interface NewClient {
  partyName: string;
  lname: string | null;
  email: string;
  phone: string | null;
  imageUrl?: string | null;
  passwordHash: string | null;
  clientrole?: string | null;
  metro?: string | null;
  property?: string | null;
  language?: string | null;
  realtor?: boolean | null;
  houseToSell?: boolean | null;
  searchCity?: string | null;
  source?: string | null;
  googleSub?: string | null;
  facebookId?: string | null;
  /** True when the address is already proven (Google or Facebook vouched for it). */
  emailVerified?: boolean;
}

/**
 * Creates a client and answers its ClientID, or null when the e-mail (any letter case) already has an
 * account: the unique index decides, so two sign-ups racing with one address cannot both succeed.
 */
export async function insertClient(db: Queryable, client: NewClient): Promise<number | null> {
  const { rows } = await db.query<{ client_id: number }>(
    `INSERT INTO clients (party_name, lname, email, phone, image_url, password_hash, clientrole, metro,
       property, language, realtor, house_to_sell, search_city, source, google_sub, facebook_id, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
       CASE WHEN $17::boolean THEN now() END)
     ON CONFLICT DO NOTHING
     RETURNING client_id`,
    [
      client.partyName,
      client.lname,
      client.email,
      client.phone,
      client.imageUrl ?? null,
      client.passwordHash,
      client.clientrole ?? null,
      client.metro ?? null,
      client.property ?? null,
      client.language ?? null,
      client.realtor ?? null,
      client.houseToSell ?? null,
      client.searchCity ?? null,
      client.source ?? null,
      client.googleSub ?? null,
      client.facebookId ?? null,
      client.emailVerified ?? false,
    ],
  );
  return rows[0]?.client_id ?? null;
}
