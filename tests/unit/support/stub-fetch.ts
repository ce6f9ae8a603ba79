import { vi } from 'vitest';

/** Answers by path (`/api/v1/map/regions`); an unknown path is a 404 with the API's error body. */
export type FakeRoutes = Record<string, unknown>;

/**
 * Replaces `fetch` for one test with canned JSON answers by URL path, and records the paths asked for.
 * Restore with `vi.unstubAllGlobals()`.
 */
export function stubFetch(routes: FakeRoutes) {
  const requested: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = decodeURIComponent(url.pathname);
    requested.push(path);
    const known = Object.hasOwn(routes, path);
    const body = known ? routes[path] : { error: { code: 'notFound', message: `No route ${path}` } };
    return new Response(JSON.stringify(body), {
      status: known ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requested, fetchStub };
}
