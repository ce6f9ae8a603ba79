import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { createRng, mixSeed } from '../data/generator/create-rng';
import { svgKit as k } from '../data/photos/svg-kit';
import { parseOr400 } from '../http/parse-or-400';

const bannerParams = v.object({
  file: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}\.svg$/, 'Expected a banner such as jane-doe.svg')),
});

const skies = [
  ['#9cc7e8', '#f6dcb8'],
  ['#f3b38a', '#fbe3c4'],
  ['#7fb2d9', '#dfeef7'],
  ['#c9a6d8', '#f8dfc9'],
] as const;
const hills = ['#6b8f5a', '#58794b', '#80a26a', '#4f6d45'];

/**
 * The demo's agent banners (`website_banner` of the seeded agents: `/photos/banners/{MatrixDir}.svg`): a
 * wide Hill Country landscape with bluebonnets, different per agent, standing in for the photos agents
 * upload. Deterministic, self-contained, no text (the page puts the agent's name over it).
 */
export function renderAgentBanner(matrixDir: string): string {
  const rng = createRng(mixSeed(...[...matrixDir].map((char) => char.charCodeAt(0))));
  const [top, bottom] = rng.pick(skies);
  let s = k.rect(0, 0, 1600, 400, 'url(#sky)');
  s += k.circle(rng.int(200, 1400), rng.int(70, 140), 46, '#fff4d6', ' opacity="0.9"');
  s += k.path(`M0 ${rng.int(230, 270)}Q400 170 800 240T1600 220V400H0Z`, rng.pick(hills), ' opacity="0.7"');
  s += k.path(`M0 300Q500 ${rng.int(220, 260)} 1000 300T1600 290V400H0Z`, rng.pick(hills));
  for (let i = 0; i < 90; i++) {
    s += k.circle(rng.int(0, 1600), rng.int(320, 398), rng.int(3, 7), i % 7 === 0 ? '#f4f1ea' : '#3f5fb5');
  }
  return k.doc(1600, 400, s, k.vGradient('sky', top, bottom));
}

/** `GET /photos/banners/{MatrixDir}.svg`: the banner of a seeded agent (see renderAgentBanner). */
export const agentBannerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/photos/banners/:file', async (request, reply) => {
    const { file } = parseOr400(bannerParams, request.params, 'banner');
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml');
    return renderAgentBanner(file.replace(/\.svg$/, ''));
  });
};
