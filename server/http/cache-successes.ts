import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An onSend hook that lets browsers and CDNs keep successful answers for `maxAgeSeconds`. Errors are
 * never cached, so a 400 or 404 does not outlive its fix. Register it inside a route plugin: the hook
 * then covers only that plugin's routes.
 */
export function cacheSuccesses(maxAgeSeconds: number) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 200) void reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
    return payload;
  };
}
