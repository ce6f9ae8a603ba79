import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { altchaRoutes } from '../routes/altcha';
import { profileRoutes } from '../routes/profile';
import { sessionRoutes } from '../routes/sessions';
import { socialSignInRoutes } from '../routes/social-sign-in';
import type { Accounts } from './accounts';

export interface AccountRouteOptions {
  context: AppContext;
  accounts: Accounts;
}

/**
 * Every account call (issue 7) in one plugin, so the app registers accounts with one line: e-mail
 * sign-in and the session, the captcha challenge, social sign-in, profile and password. Registration
 * shares POST /api/clients with the lead flow and lives with it (server/routes/clients.ts).
 */
export const accountRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, options) => {
  await app.register(sessionRoutes, options);
  await app.register(altchaRoutes, options);
  await app.register(socialSignInRoutes, options);
  await app.register(profileRoutes, options);
};
