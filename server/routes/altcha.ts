import type { FastifyPluginAsync } from 'fastify';
import type { AccountRouteOptions } from '../auth/account-routes';

/**
 * `GET /api/altcha/challenge`: a fresh signed proof-of-work challenge for the ALTCHA widget of the
 * register modal (DESIGN rulings: self-hosted captcha, no third party). Never cached: each is single-use.
 */
export const altchaRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, { accounts }) => {
  app.get('/api/altcha/challenge', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return accounts.altcha.challenge();
  });
};
