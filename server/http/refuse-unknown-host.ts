import type { onRequestHookHandler } from 'fastify';
import { isAllowedHost } from './allowed-hosts';
import { ApiError } from './api-error';

// Health checks come from load balancers and orchestrators, often by IP or with no Host at all
// (HTTP/1.0); they answer a status and build no link, so any Host may ask.
const HEALTH_CHECKS = new Set(['/api/health', '/api/ready']);

/**
 * An onRequest hook answering 400 to a request whose Host is not one of the brokerage's
 * (server/http/allowed-hosts.ts), before any route can build a link or a redirect from it.
 */
export function refuseUnknownHost(patterns: readonly string[]): onRequestHookHandler {
  return (request, reply, done) => {
    if (isAllowedHost(request.host, patterns) || HEALTH_CHECKS.has(request.url)) return done();
    void reply
      .code(400)
      .send(new ApiError('badRequest', `This server does not serve the host ${request.host}.`).toJSON());
  };
}
