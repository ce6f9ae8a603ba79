import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { featuredListings } from '../db/queries/featured-listings';

/** `GET /api/featureListings` (SPEC §7): the home page's featured listings, `{ data: Listing[] }`. */
export const featuredListingRoutes: FastifyPluginAsync<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get('/api/featureListings', async () => ({
    data: await featuredListings(context.db, context.today()),
  }));
};
