import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../pages/escape-html';
import { renderLayoutPage } from '../pages/render-layout-page';

/**
 * The thank-you page (SPEC §2 `/thank-you`): a bare page with `<bb-thank-you>`, made to be shown in a
 * frame 800 px high, its optional query parameters (`name`, `email`) read by the widget. And
 * `/thank-you-frame`, a demo page of the site that shows it that way, passing its own query on.
 */
export const thankYouPageRoutes: FastifyPluginAsync<{ demoDir: string }> = async (app, { demoDir }) => {
  app.get('/thank-you', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(join(demoDir, 'pages', 'thank-you.html'), 'utf8')),
  );

  app.get('/thank-you-frame', async (request, reply) => {
    const at = request.url.indexOf('?');
    const query = at === -1 ? '' : request.url.slice(at);
    const fragment = await readFile(join(demoDir, 'pages', 'thank-you-frame.html'), 'utf8');
    const content = fragment.replace('{{title}}', 'Thank you').replace('{{query}}', () => escapeHtml(query));
    const page = {
      title: 'Thank you',
      titleEs: 'Gracias',
      description: 'Thank you for your request.',
      head: '',
      content,
    };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await renderLayoutPage(demoDir, page));
  });
};
