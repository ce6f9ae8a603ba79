import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** A content hash in a file name (`chunk-3F2A9XQZ.js`) means the file never changes: cache it for a year. */
const HASHED = /-[A-Z0-9]{8}\.(js|css|map)$/;

/** The build's own records (what each output is made of, gzip sizes): for the budget test, not visitors. */
const BUILD_RECORDS = new Set(['/metafile.json', '/size-report.json']);

/**
 * Serves the built widget bundle at `/dist/`. The loader keeps a short cache because it names the hashed
 * chunks of the current build; everything hashed is immutable. Source maps publish the sources, so they
 * are served only when SERVE_SOURCE_MAPS asks; the build's records never.
 */
export const bundleRoutes: FastifyPluginAsync<{ distDir: string; sourceMaps: boolean }> = async (
  app,
  { distDir, sourceMaps },
) => {
  if (!existsSync(distDir)) {
    app.log.warn(`No widget bundle at ${distDir}: run \`npm run build\`.`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/dist/',
    decorateReply: false,
    allowedPath: (path) => !BUILD_RECORDS.has(path) && (sourceMaps || !path.endsWith('.map')),
    cacheControl: false,
    setHeaders(response, path) {
      response.header(
        'cache-control',
        HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=60, must-revalidate',
      );
      // The loader may be included from a CMS on another origin.
      response.header('access-control-allow-origin', '*');
    },
  });
};
