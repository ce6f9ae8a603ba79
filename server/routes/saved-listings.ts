import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  noteParamsSchema,
  savedKeysParamsSchema,
  savedListingParamsSchema,
  savedListingRequestSchema,
  saveNoteRequestSchema,
} from '../../src/contract';
import type { AppContext } from '../app-context';
import { requireOwnClient } from '../auth/require-own-client';
import { requireSignedIn } from '../auth/require-signed-in';
import { listSavedListings } from '../db/queries/list-saved-listings';
import { listingExists } from '../db/queries/listing-exists';
import {
  addSavedListing,
  readSavedNote,
  removeSavedListing,
  savedListingKeys,
  writeSavedNote,
} from '../db/queries/saved-listing-rows';
import { ApiError } from '../http/api-error';
import { parseOr400 } from '../http/parse-or-400';
import { acceptFormBodies } from './form-body-parser';

const clientParamsSchema = v.object({ ClientID: savedListingParamsSchema.entries.ClientID });

/**
 * A client's favorites, compare list ('saved') and 'possibility' list, and the notes on them (SPEC §7):
 * GET /api/favorites/{ClientID}, GET /api/compare/{ClientID}, GET /api/possibilities/{ClientID} (ours),
 * GET /api/saved-keys-numeric/{kind}/{ClientID},
 * POST /api/saved, DELETE /api/saved/{ListingKeyNumeric}/{ClientID}/{kind}, GET /api/get-note/{id} and
 * POST /api/save-note. Identity comes only from the session cookie: every call answers 401 to a
 * visitor who is not signed in and 403 for another client's ClientID or record (DESIGN rulings).
 */
export const savedListingRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  acceptFormBodies(app);

  for (const [path, kind] of [
    ['/api/favorites/:ClientID', 'favorite'],
    ['/api/compare/:ClientID', 'saved'],
    // Not in SPEC §7: the 'possibility' listings for the dashboard's My Properties, as the other two lists.
    ['/api/possibilities/:ClientID', 'possibility'],
  ] as const) {
    app.get(path, async (request, reply) => {
      const { ClientID } = parseOr400(clientParamsSchema, request.params, 'path');
      await requireOwnClient(request, db, ClientID);
      const listings = await listSavedListings(db, ClientID, kind, context.today());
      // The listings arrive as JSON text from the database (as in the listings search).
      void reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store');
      return `{"data":${listings}}`;
    });
  }

  app.get('/api/saved-keys-numeric/:kind/:ClientID', async (request, reply) => {
    const { kind, ClientID } = parseOr400(savedKeysParamsSchema, request.params, 'path');
    await requireOwnClient(request, db, ClientID);
    void reply.header('cache-control', 'private, no-store');
    return { data: await savedListingKeys(db, ClientID, kind) };
  });

  app.post('/api/saved', async (request) => {
    const own = await requireSignedIn(request, db);
    const body = parseOr400(savedListingRequestSchema, request.body ?? {}, 'saved listing');
    await requireOwnClient(request, db, body.clientID);
    if (!(await listingExists(db, body.ListingKeyNumeric)))
      throw new ApiError('notFound', 'This listing is no longer available.');
    const id = await addSavedListing(db, {
      clientId: own,
      listingKey: body.ListingKeyNumeric,
      kind: body.GatewayDesc,
      descId: body.GatewayDescID,
      note: body.note,
    });
    return { success: true, message: null, data: { GatewayListingsSavedID: id } };
  });

  app.delete('/api/saved/:ListingKeyNumeric/:ClientID/:kind', async (request) => {
    const params = parseOr400(savedListingParamsSchema, request.params, 'path');
    await requireOwnClient(request, db, params.ClientID);
    await removeSavedListing(db, params.ClientID, params.ListingKeyNumeric, params.kind);
    return { success: true, message: null };
  });

  /** The saved record `id` when it is the session's own: 404 when there is none, 403 when another's. */
  const ownRecord = async (request: Parameters<typeof requireSignedIn>[0], id: number) => {
    const own = await requireSignedIn(request, db);
    const record = await readSavedNote(db, id);
    if (!record) throw new ApiError('notFound', 'This saved listing no longer exists.');
    if (record.clientId !== own) {
      throw ApiError.notOwner();
    }
    return record;
  };

  app.get('/api/get-note/:GatewayListingsSavedID', async (request, reply) => {
    const { GatewayListingsSavedID } = parseOr400(noteParamsSchema, request.params, 'path');
    const record = await ownRecord(request, GatewayListingsSavedID);
    void reply.header('cache-control', 'private, no-store');
    return { data: { note: record.note } };
  });

  app.post('/api/save-note', async (request) => {
    await requireSignedIn(request, db);
    const body = parseOr400(saveNoteRequestSchema, request.body ?? {}, 'note');
    await ownRecord(request, body.GatewayListingsSavedID);
    await writeSavedNote(db, body.GatewayListingsSavedID, body.note);
    return { success: true, message: null };
  });
};
