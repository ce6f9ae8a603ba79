import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from '../http/api-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MESSAGE =
  'This request came from another website and was refused. Please use the form on our own site.';

function originOf(text: string): string | null {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * An app-wide onRequest hook that refuses state-changing requests sent by another website (DESIGN
 * rulings, issue 7 "Cross-site state-changing requests are refused"): 403 when the browser says
 * `Sec-Fetch-Site: cross-site`, or when an `Origin` header names neither this server's own host nor one
 * of `allowedOrigins` (ALLOWED_ORIGINS, for brokerage sites that embed the widgets with another
 * api-base). Requests with neither header (curl, server-to-server, tests) pass: they carry no victim's
 * cookies. The session cookie is SameSite=Lax too; this is the second lock for older browsers.
 */
export function refuseCrossSite(allowedOrigins: readonly string[]): onRequestHookHandler {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin) => origin !== null));
  return (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const normalised = origin === undefined ? null : originOf(origin);
    if (normalised && allowed.has(normalised)) return done();
    // The host the visitor asked for: behind a trusted proxy (TRUST_PROXY) its X-Forwarded-Host, as the
    // host allow-list and the pages' links read it, not the proxy's own upstream Host.
    const ownHost = request.host.toLowerCase();
    const sameHost = origin === undefined || (normalised !== null && new URL(normalised).host === ownHost);
    if (fetchSite === 'cross-site' || !sameHost) {
      void reply.code(403).send(new ApiError('forbidden', MESSAGE).toJSON());
      return;
    }
    done();
  };
}
