import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface InFlightRequests {
  /** Resolves once no request is being handled, or after `timeoutMs`; gives how many were left. */
  settled(timeoutMs: number): Promise<number>;
}

/**
 * Counts the requests whose handlers are still running. `app.close()` waits for connections, not for
 * handlers: a client that gives up (a timeout, a load generator that stops) closes its connection while
 * its handler still has database queries queued, close() resolves, and closing the database then
 * failed those queries ("Cannot use a pool after calling end on the pool"). A handler always ends by
 * sending its reply, even to a socket that is gone, so onSend marks it done (onResponse too, for replies
 * sent without a handler). Add before the server listens.
 */
export function trackInFlightRequests(app: FastifyInstance): InFlightRequests {
  const handling = new Set<FastifyRequest>();
  let onEmpty: (() => void) | null = null;
  const done = (request: FastifyRequest) => {
    if (handling.delete(request) && handling.size === 0) onEmpty?.();
  };
  app.addHook('onRequest', async (request) => {
    handling.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    done(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => done(request));

  return {
    settled(timeoutMs) {
      if (handling.size === 0) return Promise.resolve(0);
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(), timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          onEmpty = null;
          resolve(handling.size);
        };
        onEmpty = finish;
      });
    },
  };
}
