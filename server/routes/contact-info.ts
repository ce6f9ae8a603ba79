import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { listOffices } from '../db/queries/list-offices';
import { listStaff } from '../db/queries/list-staff';

interface Options {
  context: AppContext;
  /** The brokerage's contact e-mail, the company default of the contact page; `null` shows none. */
  companyEmail: string | null;
}

/**
 * What the contact page shows besides its form (SPEC §2 "Contact page", §7):
 * - `GET /api/addresses`: every office (location, address, city, state, postalcode, google_map_url);
 * - `GET /api/getAddress`: the main office alone, with the brokerage's phone and e-mail — the company
 *   defaults shown when no agent is selected;
 * - `GET /api/staff`: the staff carousel's cards.
 */
export const contactInfoRoutes: FastifyPluginAsync<Options> = async (app, { context, companyEmail }) => {
  app.get('/api/addresses', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: await listOffices(context.db, companyEmail) };
  });

  app.get('/api/getAddress', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: (await listOffices(context.db, companyEmail)).slice(0, 1) };
  });

  app.get('/api/staff', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: await listStaff(context.db) };
  });
};
