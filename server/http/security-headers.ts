import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { contentSecurityPolicy, NON_PAGE_POLICY, type PolicyOptions } from './content-security-policy';

export interface SecurityHeaderOptions extends Omit<PolicyOptions, 'frameAncestors'> {
  /** Origins of brokerage sites that embed our pages (ALLOWED_ORIGINS): they may frame /thank-you. */
  allowedOrigins: readonly string[];
  /** Strict-Transport-Security max-age in seconds for https requests (HSTS_MAX_AGE); 0 sends none. */
  hstsMaxAge: number;
}

// SPEC §2: the thank-you page is made to be shown in a frame 800 px high (by /thank-you-frame on this
// site, or by a brokerage page that embeds it); every other page refuses to be framed (clickjacking).
const FRAMABLE = new Set(['/thank-you']);

// Nothing the widgets use; denying them means an injected script could not ask for them either.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * An app-wide onSend hook with the security headers (issue 9): every response gets nosniff and the
 * referrer policy; pages get the Content-Security-Policy, frame rules, an opener policy and the
 * permissions policy; JSON and SVG get a policy that lets them load nothing. Scripts and workers get no
 * policy of their own: a worker's response policy would govern the worker, and the pins worker fetches
 * from the API. HSTS only over https, where the browser honours it.
 */
export function securityHeaders(options: SecurityHeaderOptions): onSendHookHandler {
  const base = { ...options, frameAncestors: null };
  const pagePolicy = contentSecurityPolicy(base);
  const framablePolicy = contentSecurityPolicy({ ...base, frameAncestors: options.allowedOrigins });
  const hsts = options.hstsMaxAge > 0 ? `max-age=${options.hstsMaxAge}; includeSubDomains` : null;
  return (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const framable = FRAMABLE.has(request.url.split('?')[0] ?? '');
      reply.header('content-security-policy', framable ? framablePolicy : pagePolicy);
      // Browsers that know frame-ancestors ignore this; older ones still get the same rule.
      reply.header('x-frame-options', framable ? 'SAMEORIGIN' : 'DENY');
      // Keeps other sites' windows from scripting ours; '-allow-popups' because the Google and Facebook
      // sign-in popups report back to the window that opened them.
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    } else if (type.startsWith('application/json') || type.startsWith('image/svg+xml')) {
      reply.header('content-security-policy', NON_PAGE_POLICY);
      reply.header('x-frame-options', 'DENY');
    }
    done(null, payload);
  };
}
