import { basename, dirname, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { PMTILES_PATH } from '../map/base-map-settings';

/**
 * Serves the self-hosted base map (MAP_PMTILES_FILE) at one stable path, whatever the file is called. The
 * `pmtiles` protocol in the widgets reads it in byte ranges: a header, a directory, then each tile, so
 * Range requests answer 206 with just those bytes. The ETag lets the reader notice a replaced file
 * mid-session (it then starts over) and lets browsers revalidate cached ranges instead of refetching.
 */
export const baseMapTileRoutes: FastifyPluginAsync<{ file: string }> = async (app, { file }) => {
  const path = resolve(file);
  await app.register(fastifyStatic, { root: dirname(path), serve: false });
  app.get(PMTILES_PATH, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600, must-revalidate')
      .sendFile(basename(path), { acceptRanges: true, etag: true, lastModified: true, cacheControl: false }),
  );
};
