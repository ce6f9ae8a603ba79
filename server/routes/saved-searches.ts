import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  idSchema,
  savedSearchDeleteRequestSchema,
  savedSearchImportRequestSchema,
  savedSearchNotificationRequestSchema,
  savedSearchTitleRequestSchema,
  savedSearchUpdateRequestSchema,
  saveSearchRequestSchema,
} from '../../src/contract';
import { findUnsubscribeTarget } from '../alerts/find-unsubscribe-target';
import { UNSUBSCRIBE_CSS, UNSUBSCRIBE_CSS_PATH, unsubscribePage } from '../alerts/unsubscribe-page';
import type { AppContext } from '../app-context';
import { requireOwnClient } from '../auth/require-own-client';
import { requireSignedIn } from '../auth/require-signed-in';
import {
  countSavedSearches,
  deleteSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  renameSavedSearch,
  savedSearchOwner,
  unsubscribeSavedSearch,
  updateSavedSearchNotification,
  updateSavedSearchQuery,
} from '../db/queries/saved-search-rows';
import { ApiError } from '../http/api-error';
import { parseOr400 } from '../http/parse-or-400';
import { acceptFormBodies } from './form-body-parser';

/** Enough for anyone; the bound keeps one account from filling the table. */
const MAX_SAVED_SEARCHES = 200;

/**
 * Saved searches on the server (SPEC §4, §7): save (POST /api/save-search), list, rename, edit,
 * delete, e-mail settings, the import of a guest's local searches at sign-in, and the unsubscribe link
 * of the alert e-mails (a page that asks on GET; RFC 8058's one-click POST unsubscribes). 401 when not
 * signed in; 403 for another client's ClientID or saved search.
 */
export const savedSearchRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  acceptFormBodies(app);

  /** 403 unless saved search `id` is the session's own (404 when there is none). */
  const requireOwnSearch = async (request: FastifyRequest, id: number) => {
    const own = await requireSignedIn(request, db);
    const owner = await savedSearchOwner(db, id);
    if (owner === null) throw new ApiError('notFound', 'This saved search no longer exists.');
    if (owner !== own) throw ApiError.notOwner();
  };

  app.post('/api/save-search', async (request, reply) => {
    await requireSignedIn(request, db);
    const { clientId, criteria, title, search } = parseOr400(
      saveSearchRequestSchema,
      request.body ?? {},
      'saved search',
    );
    await requireOwnClient(request, db, clientId);
    if ((await countSavedSearches(db, clientId)) >= MAX_SAVED_SEARCHES) {
      throw new ApiError(
        'badRequest',
        `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Please delete one first.`,
      );
    }
    const saved = await insertSavedSearch(db, {
      clientId,
      title: title ?? null,
      query: criteria,
      search: search ?? null,
    });
    void reply.header('cache-control', 'no-store');
    return { data: saved };
  });

  // SPEC §7 saved with a GET. A GET that writes is started by any link, image or prefetch of any page: a
  // sub-domain of the brokerage's (same-site, so the session cookie goes along), or a browser that sends
  // no Sec-Fetch-Site at all. Only a header no page can set would make it safe, and the old widgets do not
  // send one, so it is retired rather than half-guarded (issue 23, finding 10): 405, and nothing saved.
  app.get('/api/save-search/:json', async (_request, reply) => {
    void reply.header('allow', 'POST');
    throw new ApiError(
      'methodNotAllowed',
      'Saving a search is a POST to /api/save-search with the search as JSON.',
    );
  });

  app.get('/api/v1/saved-search/listings/:ClientID', async (request, reply) => {
    const { ClientID } = parseOr400(v.object({ ClientID: idSchema }), request.params, 'path');
    await requireOwnClient(request, db, ClientID);
    void reply.header('cache-control', 'private, no-store');
    return { data: await listSavedSearches(db, ClientID) };
  });

  app.post('/api/v1/saved-search/update-title', async (request) => {
    await requireSignedIn(request, db);
    const body = parseOr400(savedSearchTitleRequestSchema, request.body ?? {}, 'title');
    await requireOwnSearch(request, body.id);
    await renameSavedSearch(db, body.id, body.title);
    return { success: true, message: null };
  });

  app.post('/api/v1/saved-search/delete', async (request) => {
    await requireSignedIn(request, db);
    const body = parseOr400(savedSearchDeleteRequestSchema, request.body ?? {}, 'saved search');
    await requireOwnSearch(request, body.id);
    await deleteSavedSearch(db, body.id);
    return { success: true, message: null };
  });

  app.post('/api/v1/saved-search/update-notification', async (request) => {
    await requireSignedIn(request, db);
    const body = parseOr400(savedSearchNotificationRequestSchema, request.body ?? {}, 'notification');
    await requireOwnSearch(request, body.id);
    await updateSavedSearchNotification(db, body.id, {
      schedule: body.email_notification,
      priceChange: body.price_change,
      backOnMarket: body.back_on_market,
    });
    return { success: true, message: null };
  });

  app.post('/api/v1/saved-search/update', async (request) => {
    await requireSignedIn(request, db);
    const body = parseOr400(savedSearchUpdateRequestSchema, request.body ?? {}, 'saved search');
    await requireOwnSearch(request, body.id);
    await updateSavedSearchQuery(db, body.id, {
      query: body.criteria,
      search: body.search,
      title: body.title,
    });
    return { success: true, message: null };
  });

  app.post('/api/v1/saved-search/import', async (request, reply) => {
    await requireSignedIn(request, db);
    const body = parseOr400(savedSearchImportRequestSchema, request.body ?? {}, 'saved searches');
    await requireOwnClient(request, db, body.clientId);
    // One transaction: the guest's list moves whole or not at all, and a retry finds it there.
    const imported = await db.transaction(async (tx) => {
      let added = 0;
      for (const item of body.searches) {
        const saved = await insertSavedSearch(tx, {
          clientId: body.clientId,
          title: item.title,
          query: item.criteria,
          search: item.search ?? null,
          importKey: item.localId,
        });
        if (saved) added += 1;
      }
      return added;
    });
    void reply.header('cache-control', 'no-store');
    return { data: await listSavedSearches(db, body.clientId), imported };
  });

  // RFC 8058: the provider's one-click POST may come as multipart/form-data; its one field is not needed.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_r, _b, done) =>
    done(null, {}),
  );

  const unsubscribe =
    (step: 'confirm' | 'done') =>
    async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
      const { token } = request.params;
      const target = await findUnsubscribeTarget(db, token);
      if (target && step === 'done') await unsubscribeSavedSearch(db, token);
      void reply
        .code(target === null ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store');
      return unsubscribePage(step, target);
    };
  // Opening the link only asks (mail scanners open every link); the button, or the mail provider's
  // one-click POST (List-Unsubscribe-Post, server/alerts/digest-mailer.ts), unsubscribes.
  app.get('/api/v1/saved-search/unsubscribe/:token', unsubscribe('confirm'));
  app.post('/api/v1/saved-search/unsubscribe/:token', unsubscribe('done'));
  app.get(UNSUBSCRIBE_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(UNSUBSCRIBE_CSS),
  );
};
