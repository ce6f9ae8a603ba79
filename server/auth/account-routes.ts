import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { altchaRoutes } from '../routes/altcha';
import { passwordResetRoutes } from '../routes/password-reset';
import { profileRoutes } from '../routes/profile';
import { resetPasswordPageRoutes } from '../routes/reset-password-page';
import { sessionRoutes } from '../routes/sessions';
import { socialSignInRoutes } from '../routes/social-sign-in';
import { verifyEmailRoutes } from '../routes/verify-email';
import type { Accounts } from './accounts';

export interface AccountRouteOptions {
  context: AppContext;
  accounts: Accounts;
}

/**
 * Every account call (issue 7) in one plugin, so the app registers accounts with one line: e-mail
 * sign-in and the session, the captcha challenge, social sign-in, profile and password, e-mail
 * verification and password recovery. Registration
 * shares POST /api/clients with the lead flow and lives with it (server/routes/clients.ts).
 */
export const accountRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, options) => {
  await app.register(sessionRoutes, options);
  await app.register(altchaRoutes, options);
  await app.register(socialSignInRoutes, options);
  await app.register(profileRoutes, options);
  await app.register(verifyEmailRoutes, options);
  await app.register(passwordResetRoutes, options);
  await app.register(resetPasswordPageRoutes, options);
};
