import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../app';
import { renderAgentPhoto } from '../data/photos/render-agent-photo';
import { renderListingPhoto } from '../data/photos/render-listing-photo';
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
 * The demo's photo host: generated illustrations standing in for the MLS photo CDN. A listing's photo n
 * exists for 1 ≤ n ≤ its photo count, so broken links behave as on a real CDN (404), and the card shows
 * its placeholder.
 */
export const photoRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/photos/agents/:file', async (request, reply) => {
    const { file } = parseOr400(agentPhotoParams, request.params, 'agent photo');
    reply.header('cache-control', IMMUTABLE).type('image/svg+xml');
    return renderAgentPhoto(file.replace(/\.svg$/, ''));
  });

  app.get('/photos/:key/:file', async (request, reply) => {
    const { key, file } = parseOr400(listingPhotoParams, request.params, 'photo');
    const found = await context.db.query<{ photo_count: number }>(
      'SELECT photo_count FROM listings WHERE listing_key_numeric = $1',
      [key],
    );
    const count = found.rows[0]?.photo_count ?? 0;
    if (file < 1 || file > count) throw new ApiError('notFound', `Listing ${key} has no photo ${file}.`);
    reply.header('cache-control', IMMUTABLE).type('image/svg+xml');
    return renderListingPhoto(key, file);
  });
};
