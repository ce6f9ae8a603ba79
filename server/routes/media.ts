import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { STORED_PHOTO_ID } from '../../src/contract';
import { STORED_PHOTO_FORMATS, STORED_PHOTO_WIDTHS } from '../../src/lib/photos/stored-photo-sizes';
import { ApiError } from '../http/api-error';
import type { PhotoStore } from '../photos/photo-store';
import { readPhotoFile } from '../photos/read-photo-file';

const FILE = new RegExp(
  `^(${STORED_PHOTO_WIDTHS.join('|')})\\.(${STORED_PHOTO_FORMATS.map(({ format }) => format).join('|')})$`,
);
const paramsSchema = v.object({
  id: v.pipe(v.string(), v.regex(STORED_PHOTO_ID)),
  file: v.pipe(v.string(), v.regex(FILE)),
});

/**
 * `GET /media/{photo id}/{width}.{avif|webp|jpg}`: the MLS's photos, downloaded and resized by the photo
 * pipeline (server/photos/), from our own host. The id is the hash of the photo, so an answer never
 * changes and is cached for a year. A size asked for the first time is made from the photo's master
 * (server/photos/read-photo-file.ts) and kept; anything not stored is a 404 (the widgets then show their
 * placeholder). Without a store (tests of other routes) every photo is unknown.
 */
export const mediaRoutes: FastifyPluginAsync<{ store: PhotoStore | undefined }> = async (app, { store }) => {
  app.get('/media/:id/:file', async (request, reply) => {
    const params = v.safeParse(paramsSchema, request.params);
    const notFound = new ApiError('notFound', 'There is no such photo.');
    if (!params.success || !store) throw notFound;
    const { id, file } = params.output;
    const [, width = '', format = ''] = FILE.exec(file) ?? [];
    const size = STORED_PHOTO_WIDTHS.find((known) => String(known) === width);
    const kind = STORED_PHOTO_FORMATS.find((known) => known.format === format);
    if (!size || !kind) throw notFound;
    const bytes = await readPhotoFile(store, id, size, kind.format);
    if (!bytes) throw notFound;
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(kind.type).send(bytes);
  });
};
