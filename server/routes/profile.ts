import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { type FieldErrors, fieldErrorsFromIssues, profileUpdateRequestSchema } from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import { checkCurrentPassword } from '../auth/check-current-password';
import { countEmailChange } from '../auth/email-change-limiter';
import { MAX_IMAGE_BYTES, readProfileForm } from '../auth/read-profile-form';
import { reencodeProfileImage } from '../auth/reencode-profile-image';
import { requireOwnClient } from '../auth/require-own-client';
import { requireSignedIn } from '../auth/require-signed-in';
import { startEmailChange } from '../auth/start-email-change';
import { readAccount } from '../db/queries/read-account';
import { readClient } from '../db/queries/read-client';
import { readClientImage } from '../db/queries/read-client-image';
import { updateClientProfile } from '../db/queries/update-client-profile';
import { ApiError } from '../http/api-error';
import { acceptFormBodies } from './form-body-parser';
import { passwordChangeRoute } from './password-change';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * The dashboard's 'Account details' (SPEC §2, §7 POST /api/sendUpdatedData, multipart) and 'Password
 * change' (POST /api/changePsw, server/routes/password-change.ts). Only the session's own client may
 * change its profile (403 otherwise). A change of e-mail needs the current password, is limited per
 * client and per address (server/auth/email-change-limiter.ts), and stays pending until the new address
 * opens its link; the old address gets a notice (server/auth/start-email-change.ts). The photo is checked by its bytes and re-encoded before it is
 * stored; `GET /api/client-images/{key}` serves it.
 */
export const profileRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, options) => {
  const { db } = options.context;
  acceptFormBodies(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
  });

  app.post('/api/sendUpdatedData', async (request, reply) => {
    // Anonymous visitors are turned away before the upload is read.
    await requireSignedIn(request, db);
    const form = await readProfileForm(request);
    await requireOwnClient(request, db, Number(form.fields.clientID));
    const parsed = v.safeParse(profileUpdateRequestSchema, form.fields);
    const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromIssues(parsed.issues);
    let image: Buffer | null = null;
    if (form.fileTooLarge) errors.file = ['image_too_large'];
    else if (form.file) {
      image = await reencodeProfileImage(form.file);
      if (!image) errors.file = ['image_type'];
    }
    const refuse = (fieldErrors: FieldErrors) =>
      reply.code(422).send({ profileUpdated: false, errors: fieldErrors, message: null });
    if (!parsed.success || Object.keys(errors).length > 0) return refuse(errors);

    const body = parsed.output;
    const account = await readAccount(db, body.clientID);
    if (!account) throw new ApiError('unauthorized', 'Please sign in first.');
    const newEmail = account.email.toLowerCase() === body.PartyEmail.toLowerCase() ? null : body.PartyEmail;
    if (newEmail) {
      const retryAfter = await countEmailChange(db, body.clientID, request.ip);
      if (retryAfter > 0) {
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .send({ profileUpdated: false, errors: { PartyEmail: ['email_change_limited'] }, message: null });
      }
      const refusal = await checkCurrentPassword(
        db,
        options.accounts,
        request,
        { clientId: body.clientID, email: account.email, passwordHash: account.passwordHash },
        body.currentPsw,
      );
      if (refusal) {
        if (refusal.retryAfter) void reply.header('retry-after', String(refusal.retryAfter));
        return reply
          .code(refusal.retryAfter ? 429 : 422)
          .send({ profileUpdated: false, errors: { currentPsw: [refusal.code] }, message: null });
      }
    }
    // The e-mail stays the old one until the new address opens its link (server/routes/verify-email.ts).
    const change = {
      clientId: body.clientID,
      partyName: body.PartyName,
      lname: body.lname,
      email: account.email,
      emailWanted: newEmail ?? account.email,
      phone: body.PartyPhone,
      image: image && { key: randomBytes(16).toString('hex'), mediaType: 'image/webp', bytes: image },
    };
    const saved = await db
      .transaction((tx) => updateClientProfile(tx, change))
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (!saved) return refuse({ PartyEmail: ['email_taken'] });
    if (newEmail) await startEmailChange(db, options.accounts, body.clientID, account.email, newEmail);
    const client = await readClient(db, body.clientID);
    const message = newEmail
      ? `Your profile has been updated. We sent a link to ${newEmail}: your e-mail address changes when you open it.`
      : 'Your profile has been updated.';
    return { profileUpdated: true, Client: client, message };
  });

  app.get<{ Params: { key: string } }>('/api/client-images/:key', async (request, reply) => {
    const key = /^[0-9a-f]{32}$/.test(request.params.key) ? request.params.key : '';
    const image = await readClientImage(db, key);
    if (!image) throw new ApiError('notFound', 'There is no such profile photo.');
    // A new photo gets a new key, so an address never changes content.
    return reply
      .header('content-type', image.mediaType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.bytes));
  });

  await app.register(passwordChangeRoute, options);
};
