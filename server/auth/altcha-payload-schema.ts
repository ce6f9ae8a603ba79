import * as v from 'valibot';

const jsonScalar = v.union([v.string(), v.number(), v.boolean(), v.null()]);

/**
 * The ALTCHA widget's payload (v2): base64 of `{ challenge: { parameters, signature }, solution }`. Every
 * parameter the server signs is listed, since the signature covers them all and a dropped one would fail
 * verification.
 */
export const altchaPayloadSchema = v.pipe(
  v.string(),
  v.maxLength(10_000),
  v.base64(),
  v.transform((text) => Buffer.from(text, 'base64').toString('utf8')),
  v.parseJson(),
  v.object({
    challenge: v.object({
      parameters: v.object({
        algorithm: v.string(),
        nonce: v.string(),
        salt: v.string(),
        cost: v.number(),
        keyLength: v.number(),
        keyPrefix: v.string(),
        keySignature: v.exactOptional(v.string()),
        memoryCost: v.exactOptional(v.number()),
        parallelism: v.exactOptional(v.number()),
        expiresAt: v.exactOptional(v.number()),
        data: v.exactOptional(v.record(v.string(), jsonScalar)),
      }),
      signature: v.string(),
    }),
    solution: v.object({
      counter: v.number(),
      derivedKey: v.string(),
      time: v.exactOptional(v.number()),
    }),
  }),
);
