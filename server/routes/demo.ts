import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { matrixDirSchema } from '../../src/contract';
import type { AppContext } from '../app-context';
import { findAgent } from '../db/queries/find-agent';
import { findPlace } from '../db/queries/find-place';
import { readBlogPost } from '../db/queries/read-blog-post';
import { type DemoPage, renderDemoPage } from '../pages/render-demo-page';
import { readSiteIdentity, type SiteIdentity } from '../pages/site-identity';
import { widgetPreloads } from './widget-preloads';

const LISTINGS_PAGES: Record<string, DemoPage> = {
  '/listings': {
    file: 'listings',
    title: 'Homes for sale',
    titleEs: 'Casas en venta',
    description: 'Texas homes for sale on a map and in a list.',
  },
  '/leasing': {
    file: 'listings',
    title: 'Homes for lease',
    titleEs: 'Casas en alquiler',
    description: 'Texas homes for lease.',
  },
  '/open-houses': {
    file: 'listings',
    title: 'Open houses',
    titleEs: 'Casas abiertas',
    description: 'Upcoming open houses in Texas.',
  },
  '/listingstest': {
    file: 'listings',
    title: 'Listings (test)',
    titleEs: 'Propiedades (prueba)',
    description: 'Texas listings, 20 per page.',
  },
};
const HOME: DemoPage = {
  file: 'home',
  title: 'Texas real estate',
  titleEs: 'Bienes raíces en Texas',
  description: 'Texas homes for sale and for lease, open houses and the agents who know them.',
};

// The legal pages every footer links to (SPEC §2 footer); they come before /{city}, which would take them
// for unknown cities.
const LEGAL_PAGES: Record<string, DemoPage> = {
  '/dmca': {
    file: 'dmca',
    title: 'DMCA notice and takedown policy',
    titleEs: 'Aviso DMCA y política de retirada de contenido',
    description: 'How to report material on this site that infringes your copyright.',
  },
  '/web-accessibility': {
    file: 'web-accessibility',
    title: 'Web accessibility statement',
    titleEs: 'Declaración de accesibilidad web',
    description: 'Our accessibility standard, how we test it and how to report a barrier.',
  },
  '/privacy': {
    file: 'privacy',
    title: 'Privacy policy',
    titleEs: 'Política de privacidad',
    description: 'What we collect on this site, why, and your choices.',
  },
};

// The client's lists (SPEC §2): <bb-favorites> and <bb-compare>; guests see a sign-in prompt there.
const SAVED_PAGES: Record<string, DemoPage> = {
  '/dashboard/favorites': {
    file: 'favorites',
    title: 'My favorites',
    titleEs: 'Mis favoritos',
    description: 'The listings you keep as favorites, with your notes.',
  },
  '/dashboard/compare': {
    file: 'compare',
    title: 'Compare listings',
    titleEs: 'Comparar propiedades',
    description: 'The listings of your compare list side by side.',
  },
};

const CONTACT: DemoPage = {
  file: 'contact',
  title: 'Contact us',
  titleEs: 'Contáctenos',
  description: 'Our offices, our team and a message form: we answer within a business day.',
};

// Accounts (issue 7): the client dashboard and the registration page; before /{city}, which would take them
// for unknown cities.
const ACCOUNT_PAGES: Record<string, DemoPage> = {
  '/dashboard': {
    file: 'dashboard',
    title: 'My account',
    titleEs: 'Mi cuenta',
    description: 'Your profile and password.',
  },
  '/register': {
    file: 'register',
    title: 'Create your profile',
    titleEs: 'Cree su perfil',
    description: 'Create a free profile to save favorites and searches.',
  },
};

const CITY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The demo site: host pages as a brokerage CMS would serve them, each the shared layout around a page
 * fragment that holds the widget tags. Pages are read per request so edits show up without a restart.
 */
export const demoRoutes: FastifyPluginAsync<{
  context: AppContext;
  demoDir: string;
  /** The built bundle, to preload the page's widget chunks (widget-preloads.ts); none: no preloads. */
  distDir?: string;
}> = async (app, { context, demoDir, distDir }) => {
  const preload = distDir ? widgetPreloads(distDir) : (html: string) => html;
  await app.register(fastifyStatic, {
    root: join(demoDir, 'assets'),
    prefix: '/demo-assets/',
    decorateReply: false,
    maxAge: '1h',
  });

  // The brokerage's identity is read per page (its offices come from the database), or handed in by a
  // route that needed it first.
  const send = async (reply: FastifyReply, page: DemoPage, identity?: SiteIdentity) => {
    const html = await renderDemoPage(demoDir, page, identity ?? (await readSiteIdentity(context)));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(preload(html));
  };

  app.get('/', (_request, reply) => send(reply, HOME));
  for (const [path, page] of Object.entries({ ...LISTINGS_PAGES, ...LEGAL_PAGES, ...ACCOUNT_PAGES })) {
    app.get(path, (_request, reply) => send(reply, page));
  }
  // SPEC §2: the contact page, and an agent's page reached from a staff card; an unknown agent's page
  // sends the visitor to the company's contact page.
  app.get('/contact', (_request, reply) => send(reply, CONTACT));
  for (const [path, page] of Object.entries(SAVED_PAGES))
    app.get(path, (_request, reply) => send(reply, page));
  app.get<{ Params: { MatrixDir: string } }>('/about/:MatrixDir', async (request, reply) => {
    const dir = v.safeParse(matrixDirSchema, request.params.MatrixDir);
    const agent = dir.success ? await findAgent(context.db, dir.output) : null;
    if (!agent) return reply.redirect('/contact', 302);
    const identity = await readSiteIdentity(context);
    const page: DemoPage = {
      file: 'contact-agent',
      title: agent.AgentChimeName,
      description: `Contact ${agent.AgentChimeName} of ${identity.brand.name}.`,
      text: { agent: agent.MatrixDir },
    };
    return send(reply, page, identity);
  });
  // SPEC §2: a blog post with its comments. The {url} slug is cosmetic: a wrong one is corrected to the
  // post's own address, and an unknown post sends the visitor home.
  app.get<{ Params: { id: string; url: string } }>('/blog/:id/:url', async (request, reply) => {
    const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : null;
    const post = id ? await readBlogPost(context.db, id) : null;
    if (!post) return reply.redirect('/', 302);
    if (post.url !== request.params.url) return reply.redirect(`/blog/${id}/${post.url}`, 301);
    const identity = await readSiteIdentity(context);
    const page: DemoPage = {
      file: 'blog',
      title: post.title,
      description: `${post.title}, on the ${identity.brand.name} blog.`,
      text: { blogId: String(id) },
    };
    return send(reply, page, identity);
  });
  // SPEC §2: /{city} lists a city's listings; an unknown city sends the visitor to /listings.
  app.get<{ Params: { city: string } }>('/:city', async (request, reply) => {
    const slug = request.params.city;
    const city = CITY.test(slug)
      ? await findPlace(context.db, 'city', { slugs: [slug], display: slug })
      : null;
    if (!city) return reply.redirect('/listings', 302);
    return send(reply, {
      file: 'listings',
      title: `${city.name} homes for sale`,
      titleEs: `Casas en venta en ${city.name}`,
      description: `Homes in ${city.name}, Texas.`,
    });
  });
};
