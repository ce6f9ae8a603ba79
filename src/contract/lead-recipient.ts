import * as v from 'valibot';
import { matrixDirSchema } from './agent';
import { idSchema } from './id';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/**
 * Query of GET /api/lead-recipient: the listing a tour would be about and the agent whose site the
 * visitor is on (browser key `agent`), each optional.
 */
export const leadRecipientQuerySchema = v.object({
  ListingKeyNumeric: v.optional(idSchema),
  MatrixDir: v.optional(matrixDirSchema),
});

export type LeadRecipientQuery = v.InferOutput<typeof leadRecipientQuerySchema>;

/**
 * The person a tour request from that place is e-mailed to, as the tour card shows them: `MatrixDir` for
 * an agent of ours (their photo is keyed by it), `null` for the brokerage's default web agent. `data` is
 * `null` when the request would go to the brokerage's leads inbox, and then no card is shown.
 */
export const leadRecipientSchema = v.object({
  MatrixDir: v.nullable(wireTextSchema),
  name: wireTextSchema,
  email: wireTextSchema,
  phone: nullableTextSchema,
});

export type LeadRecipient = v.InferOutput<typeof leadRecipientSchema>;

export const leadRecipientResponseSchema = v.object({ data: v.nullable(leadRecipientSchema) });
