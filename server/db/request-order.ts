import { AsyncLocalStorage } from 'node:async_hooks';

const arrival = new AsyncLocalStorage<number>();
let next = 0;

/**
 * Runs `fn` (and everything it awaits) as the request that arrived now: the database serves the queries
 * of earlier requests first. Called once per HTTP request, from the server's onRequest hook.
 */
export function inArrivalOrder<T>(fn: () => T): T {
  next += 1;
  return arrival.run(next, fn);
}

/** The arrival number of the request the caller is serving; work outside a request counts as newest. */
export function arrivalOrder(): number {
  return arrival.getStore() ?? Number.MAX_SAFE_INTEGER;
}
