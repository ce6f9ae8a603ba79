/**
 * The whole API as the widgets' stories need it, over `window.fetch`: answers recorded from the reference
 * server (`widget-api-fixtures.json`: the seeded demo data, listings trimmed to a dozen) chosen by the
 * longest matching path prefix, and a state to show — 'ok', 'empty' (every list empty), 'slow' (nothing
 * answers, so loading shows) or 'down' (every call answers 500). The session is a guest or Ana (ClientID 7).
 * Calls it does not know (and every POST) answer 404 in JSON, so no story reaches a network.
 */
import fixtures from './widget-api-fixtures.json';

export type ApiState = 'ok' | 'empty' | 'slow' | 'down';

export const STORY_CLIENT = {
  ClientID: 7,
  PartyName: 'Ana',
  lname: 'Pérez',
  PartyEmail: 'ana@example.com',
  PartyPhone: '5125550147',
  image_url: null,
};

const answers: Record<string, unknown> = fixtures;
const prefixes = Object.keys(answers).sort((a, b) => b.length - a.length);

/** What 'empty' answers: the list envelopes with nothing in them. */
function emptied(prefix: string, body: unknown): unknown {
  if (prefix === 'api/v1/listings/')
    return { data: { listings: [], links: [], page: 1, last_page: 1, per_page: 50, total: 0 } };
  if (prefix === 'api/featuredAgents') return '';
  if (prefix === 'api/v1/map/pins/') {
    // The pins' columnar answer: every column empty.
    const pins = (body as { data: Record<string, unknown> }).data;
    const columns = Object.entries(pins).map(([k, v]) => [k, Array.isArray(v) ? [] : v]);
    return { data: { ...Object.fromEntries(columns), total: 0 } };
  }
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) ? { data: [] } : body;
}

export function installFakeWidgetApi(options: { state: ApiState; signedIn: boolean }): () => void {
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const path = decodeURIComponent(url.pathname).replace(/^\//, '');
    if (!path.startsWith('api/') && !/^(sign-in|sign-out)/.test(path)) return real(input, init);
    const json = (body: unknown, status = 200) => Response.json(body, { status });
    if (path === 'api/session') return json({ Client: options.signedIn ? STORY_CLIENT : null });
    if (options.state === 'slow') await new Promise((resolve) => setTimeout(resolve, 600_000));
    if (options.state === 'down')
      return json({ error: { code: 'internal', message: 'The story’s API is down' } }, 500);
    const prefix = request.method === 'GET' ? prefixes.find((p) => path.startsWith(p)) : undefined;
    if (prefix === undefined) return json({ error: { code: 'notFound', message: path } }, 404);
    const body = options.state === 'empty' ? emptied(prefix, answers[prefix]) : answers[prefix];
    return typeof body === 'string'
      ? new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      : json(body);
  };
  return () => {
    window.fetch = real;
  };
}
