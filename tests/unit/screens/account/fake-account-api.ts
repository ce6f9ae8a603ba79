import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  /** Form fields of a urlencoded or multipart body. */
  fields: Record<string, string>;
  /** The multipart file part's name, when one was sent. */
  fileName: string | null;
}

type Answer = { status?: number; body: unknown };

/**
 * Stubs `fetch` for the account calls: each path answers from `answers` (a function may look at the
 * call), every call is recorded. GET /api/session answers a guest unless told otherwise; the metro list
 * answers two metros.
 */
export function stubAccountApi(answers: Record<string, Answer | ((call: Call) => Answer)> = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const fields: Record<string, string> = {};
    let fileName: string | null = null;
    if (request.method === 'POST') {
      const type = request.headers.get('content-type') ?? '';
      if (type.includes('multipart')) {
        for (const [name, value] of await request.formData()) {
          if (typeof value === 'string') fields[name] = value;
          else fileName = value.name;
        }
      } else {
        for (const [name, value] of new URLSearchParams(await request.text())) fields[name] = value;
      }
    }
    const call = { method: request.method, path, fields, fileName };
    calls.push(call);
    const fallback: Record<string, Answer> = {
      '/api/session': { body: { Client: null } },
      '/api/config': { body: {} },
      '/api/v1/map/metros': {
        body: {
          data: [
            { Metro: 'Austin-Round Rock', subdomain: 'austin' },
            { Metro: 'Dallas', subdomain: 'dallas' },
          ],
        },
      },
    };
    const entry = answers[path] ??
      fallback[path] ?? { status: 404, body: { error: { code: 'notFound', message: path } } };
    const answer = typeof entry === 'function' ? entry(call) : entry;
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path) };
}

export const ANA = {
  ClientID: 41,
  PartyName: 'Ana',
  lname: 'Pérez',
  PartyEmail: 'ana@example.com',
  PartyPhone: '5125550147',
  image_url: null,
};
