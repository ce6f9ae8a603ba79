import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { STORED_PHOTO_ID } from '../../src/contract/stored-photo-id';
import { STORED_PHOTO_FORMATS, STORED_PHOTO_WIDTHS } from '../../src/lib/photos/stored-photo-sizes';
import { ApiError } from '../http/api-error';
import type { PhotoStore } from '../photos/photo-store';
import { photoFileName } from '../photos/store-photo';

const FILE = new RegExp(
  `^(${STORED_PHOTO_WIDTHS.join('|')})\\.(${STORED_PHOTO_FORMATS.map(({ format }) => format).join('|')})$`,
);
const paramsSchema = v.object({
  id: v.pipe(v.string(), v.regex(STORED_PHOTO_ID)),
  file: v.pipe(v.string(), v.regex(FILE)),
});
const typeOf = new Map<string, string>(STORED_PHOTO_FORMATS.map(({ format, type }) => [format, type]));

/**
 * `GET /media/{photo id}/{width}.{avif|webp|jpg}`: the MLS's photos, downloaded and resized by the photo
 * pipeline (server/photos/), from our own host. The id is the hash of the photo, so an answer never
 * changes and is cached for a year; anything not stored is a 404 (the widgets then show their
 * placeholder). Without a store (tests of other routes) every photo is unknown.
 */
export const mediaRoutes: FastifyPluginAsync<{ store: PhotoStore | undefined }> = async (app, { store }) => {
  app.get('/media/:id/:file', async (request, reply) => {
    const params = v.safeParse(paramsSchema, request.params);
    const notFound = new ApiError('notFound', 'There is no such photo.');
    if (!params.success || !store) throw notFound;
    const { id, file } = params.output;
    const [, width = '', format = ''] = FILE.exec(file) ?? [];
    const bytes = await store.get(photoFileName(id, Number(width), format));
    if (!bytes) throw notFound;
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(typeOf.get(format) ?? 'application/octet-stream')
      .send(bytes);
  });
};
