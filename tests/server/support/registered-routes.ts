import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface RegisteredRoute {
  method: (typeof METHODS)[number];
  /** The route's path as registered, parameters as `:name` (a regular expression after a name dropped). */
  path: string;
}

// One line of printRoutes' tree: the drawing, the segment, then its methods in parentheses.
const LINE = /^([\s│├└─]*)(\S.*?) \(([A-Z, ]+)\)/;
// Lines that only continue a segment (a shared prefix split by the router) carry no methods.
const BARE = /^([\s│├└─]*)(\S+)$/;

/**
 * Every method and path the app answers, read from fastify's own route tree (`printRoutes`), so a test
 * that walks them covers a route added tomorrow without being told. The tree's indentation (four
 * characters a level) says which segment continues which.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = new Map<string, RegisteredRoute>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line) ?? BARE.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    // A regular expression after a parameter's name, and the second name of a parameter two routes
    // spell differently (`:json|:id`), are the router's business, not the path's.
    const segment = (match[2] ?? '').replace(/\(\^[^)]*\)/g, '').replace(/\|:\w+/g, '');
    stack.length = depth;
    stack[depth] = segment;
    const path = stack.join('').replace(/^\/*/, '/');
    for (const name of (match[3] ?? '').split(', ')) {
      const method = METHODS.find((known) => known === name);
      if (method) routes.set(`${method} ${path}`, { method, path });
    }
  }
  return [...routes.values()];
}
