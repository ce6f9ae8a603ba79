import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin read `application/x-www-form-urlencoded` bodies (SPEC §7: the lead forms
 * post form-encoded) as a plain object of strings; JSON keeps working. A repeated key keeps its last
 * value, as a form post of single-valued fields expects. Registered inside a plugin, so only that
 * plugin's routes accept form bodies.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
