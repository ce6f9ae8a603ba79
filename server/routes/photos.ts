import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../app-context';
import { renderAgentPhoto } from '../data/photos/render-agent-photo';
import { renderListingPhoto } from '../data/photos/render-listing-photo';
import { hasListingPhoto } from '../db/queries/has-listing-photo';
import { ApiError } from '../http/api-error';
import { parseOr400 } from '../http/parse-or-400';

const listingPhotoParams = v.object({
  key: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Expected a listing key'), v.transform(Number)),
  file: v.pipe(
    v.string(),
    v.regex(/^\d{1,3}\.svg$/, 'Expected a photo number such as 1.svg'),
    v.transform((file) => Number.parseInt(file, 10)),
  ),
});
const agentPhotoParams = v.object({
  file: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}\.svg$/, 'Expected an agent photo such as jane-doe.svg')),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The demo's photo host: generated illustrations of the generated demo listings. A photo exists only
 * where the listing's media name it (an imported listing's are the MLS's own, server/photos/), so broken
 * links behave as on a real CDN (404), and the card shows its placeholder.
 */
export const photoRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/photos/agents/:file', async (request, reply) => {
    const { file } = parseOr400(agentPhotoParams, request.params, 'agent photo');
    reply.header('cache-control', IMMUTABLE).type('image/svg+xml');
    return renderAgentPhoto(file.replace(/\.svg$/, ''));
  });

  app.get('/photos/:key/:file', async (request, reply) => {
    const { key, file } = parseOr400(listingPhotoParams, request.params, 'photo');
    // Only a photo the listing's own media name as this drawing: an imported listing's photos are the
    // MLS's (server/photos/), never a drawing.
    if (!(await hasListingPhoto(context.db, key, file, `/photos/${key}/${file}.svg`)))
      throw new ApiError('notFound', `Listing ${key} has no photo ${file}.`);
    reply.header('cache-control', IMMUTABLE).type('image/svg+xml');
    return renderListingPhoto(key, file);
  });
};
