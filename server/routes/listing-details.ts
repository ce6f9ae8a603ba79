import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { getListingRooms } from '../db/queries/get-listing-rooms';
import { getOpenHouses } from '../db/queries/get-open-houses';
import { listingKeyParam } from '../http/listing-key-param';

/**
 * The detail modal's side calls (SPEC §7): `GET /api/getRooms/{ListingKeyNumeric}` and
 * `GET /api/openHouseInfo/{ListingKeyNumeric}`, each `{ data: [...] }`. Like the photo list, an unknown
 * listing has no rooms and no open houses rather than a 404: the modal shows 'No open house dates'.
 */
export const listingDetailRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/getRooms/:id', async (request) => ({
    data: await getListingRooms(context.db, listingKeyParam(request.params)),
  }));
  app.get('/api/openHouseInfo/:id', async (request) => ({
    data: await getOpenHouses(context.db, listingKeyParam(request.params), context.today()),
  }));
};
