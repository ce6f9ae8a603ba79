import * as v from 'valibot';
import { listEnvelope } from './list-envelope';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/**
 * A staff card of the contact page's carousel (SPEC §3 Staff); the card links to /about/{MatrixDir}.
 * `AgentChimeName` is the name shown; `staff_phone_standard` is the display form of `staff_phone`;
 * `photo` is the portrait's URL (absolute or relative to the API), `null` for the initials.
 */
export const staffMemberSchema = v.object({
  MatrixDir: wireTextSchema,
  AgentChimeName: nullableTextSchema,
  staff_phone: nullableTextSchema,
  staff_phone_standard: nullableTextSchema,
  staff_email: nullableTextSchema,
  photo: nullableTextSchema,
});

export type StaffMember = v.InferOutput<typeof staffMemberSchema>;

/** Response of GET /api/staff: `{ data: StaffMember[] }`. */
export const staffResponseSchema = listEnvelope(staffMemberSchema);

export type StaffResponse = v.InferOutput<typeof staffResponseSchema>;
