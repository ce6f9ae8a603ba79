import * as v from 'valibot';
import { fieldErrorsSchema } from './field-errors';
import { idSchema } from './id';
import { nullableBooleanSchema } from './wire-boolean';
import { wireNumberSchema } from './wire-number';
import { nullableTextSchema, wireTextSchema } from './wire-text';
import { withBooleanSuccess } from './with-boolean-success';

/**
 * A signed-in client (SPEC §3 Client/user): PartyName is the first name, lname the surname. The browser
 * may cache it for display only; identity is the server's session cookie (DESIGN rulings).
 */
export const clientSchema = v.object({
  ClientID: v.pipe(wireNumberSchema, v.integer('Expected an integer ClientID')),
  PartyName: nullableTextSchema,
  lname: nullableTextSchema,
  PartyEmail: wireTextSchema,
  PartyPhone: nullableTextSchema,
  image_url: nullableTextSchema,
  /** Whether the e-mail address is proven (its link opened, or Google/Facebook vouched); null: not said. */
  EmailVerified: nullableBooleanSchema,
  /** A new address waiting for its confirmation link (PartyEmail is still the old one); null: none. */
  PendingEmail: nullableTextSchema,
});

export type Client = v.InferOutput<typeof clientSchema>;

/**
 * Path parameters `{ClientID}` of GET /api/compare/…, /api/favorites/…, /api/saved-keys-numeric/…/…
 * and /api/v1/saved-search/listings/…. The server answers 403 unless it is the session's own client.
 */
export const clientIdParamsSchema = v.object({ ClientID: idSchema });

export type ClientIdParams = v.InferOutput<typeof clientIdParamsSchema>;

/**
 * Response of POST /api/clients (registration and the lead's final post): `{ success: true, clientData }`
 * — clientData is the new client for a registration, `null` for a lead that created no account — or
 * `{ success: false, errors, message }`. Narrow on `success`.
 */
export const clientsResponseSchema = v.pipe(
  v.unknown(),
  v.transform(withBooleanSuccess),
  v.variant('success', [
    v.object({
      success: v.literal(true),
      clientData: v.nullish(clientSchema, null),
      message: nullableTextSchema,
    }),
    v.object({
      success: v.literal(false),
      errors: v.nullish(fieldErrorsSchema, () => ({})),
      message: nullableTextSchema,
    }),
  ]),
);

export type ClientsResponse = v.InferOutput<typeof clientsResponseSchema>;
