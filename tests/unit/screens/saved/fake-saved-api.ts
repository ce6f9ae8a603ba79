import { vi } from 'vitest';

type Route = (body: string) => Response | Promise<Response>;

/** The session of client 5 (Ana), as GET /api/session answers it when a screen asks who is signed in. */
const SESSION = { Client: { ClientID: 5, PartyName: 'Ana', PartyEmail: 'ana@example.com' } };

/**
 * A stand-in for the saved-listings API: answers by method and path and records every call. The session
 * call answers client 5 unless a route says otherwise; anything else unrouted answers an empty list.
 */
export function fakeSavedApi(given: Record<string, Route>): { calls: string[] } {
  const routes: Record<string, Route> = { 'GET /api/session': () => Response.json(SESSION), ...given };
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      calls.push(key);
      const route = routes[key];
      const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      return route ? route(body) : Response.json({ data: [] });
    }),
  );
  return { calls };
}

/** An answer a route holds back until the test lets it go: for answers that arrive out of order. */
export function heldBack(): { answer: () => Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release };
}
