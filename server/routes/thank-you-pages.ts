import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { fillPlaceholders } from '../pages/fill-placeholders';
import { renderDemoPage } from '../pages/render-demo-page';
import { readSiteIdentity } from '../pages/site-identity';
import { siteIdentityFills } from '../pages/site-identity-fills';

/**
 * The thank-you page (SPEC §2 `/thank-you`): a bare page with `<bb-thank-you>`, made to be shown in a
 * frame 800 px high, its optional query parameters (`name`, `email`) read by the widget. And
 * `/thank-you-frame`, a demo page of the site that shows it that way, passing its own query on.
 */
export const thankYouPageRoutes: FastifyPluginAsync<{ context: AppContext; demoDir: string }> = async (
  app,
  { context, demoDir },
) => {
  app.get('/thank-you', async (_request, reply) => {
    const page = await readFile(join(demoDir, 'pages', 'thank-you.html'), 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(fillPlaceholders(page, siteIdentityFills(await readSiteIdentity(context))));
  });

  app.get('/thank-you-frame', async (request, reply) => {
    const at = request.url.indexOf('?');
    const query = at === -1 ? '' : request.url.slice(at);
    const page = {
      file: 'thank-you-frame',
      title: 'Thank you',
      titleEs: 'Gracias',
      description: 'Thank you for your request.',
      text: { query },
    };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await renderDemoPage(demoDir, page, await readSiteIdentity(context)));
  });
};
