import * as v from 'valibot';
import { vi } from 'vitest';
import { contactMessageRequestSchema, fieldErrorsFromIssues } from '../../../../src/contract';

export interface FakeContactApi {
  /** Bodies of POST /api/save-contact-form, as form fields. */
  posts: Record<string, string>[];
  /** While true every call fails as if the network were down. */
  offline: boolean;
  /** Paths that answer 500 (a broken backend). */
  broken: Set<string>;
  /** While true the contact post is refused as our server refuses a flood from one address (429). */
  flooded: boolean;
}

export const OFFICES = [
  {
    location: 'North Austin',
    address: '9600 Great Hills Trl, Suite 150',
    city: 'Austin',
    state: 'TX',
    postalcode: '78759',
    google_map_url: 'https://www.google.com/maps/search/?api=1&query=9600%20Great%20Hills',
    phone: '5125550100',
    email: 'hello@brokerage.test',
  },
  {
    location: 'Houston',
    address: '2800 Post Oak Blvd',
    city: 'Houston',
    state: null,
    postalcode: '77056',
    // A hostile or broken backend: never becomes a link.
    google_map_url: 'javascript:alert(1)',
    phone: '7135550300',
    email: 'hello@brokerage.test',
  },
];

export const STAFF = [
  {
    MatrixDir: 'maria-gonzalez',
    AgentChimeName: 'Maria Gonzalez',
    staff_phone: '5125550300',
    staff_phone_standard: '(512) 555-0300',
    staff_email: 'maria.gonzalez@brokerage.test',
    photo: '/photos/agents/maria-gonzalez.svg',
  },
  {
    MatrixDir: 'james-carter',
    AgentChimeName: 'James Carter',
    staff_phone: '5125550301',
    staff_phone_standard: '(512) 555-0301',
    staff_email: 'james.carter@brokerage.test',
    photo: null,
  },
];

const AGENT = {
  MatrixDir: 'jane-doe',
  AgentChimeName: 'Jane Doe',
  AgenteMail: 'jane@brokerage.test',
  AgentBizPhone: '5125550177',
};

/**
 * The API as our server answers the contact page: offices, the main office, staff, one agent
 * ('jane-doe'), and the contact post checked with the contract's own schema, so field errors are the
 * server's.
 */
export function stubContactApi(): FakeContactApi {
  const api: FakeContactApi = { posts: [], offline: false, broken: new Set(), flooded: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      if (api.offline) throw new TypeError('Failed to fetch');
      const path = new URL(request.url).pathname;
      if (api.broken.has(path)) return Response.json({}, { status: 500 });
      if (path === '/api/addresses') return Response.json({ data: OFFICES });
      if (path === '/api/getAddress') return Response.json({ data: OFFICES.slice(0, 1) });
      if (path === '/api/staff') return Response.json({ data: STAFF });
      if (path === '/api/agentInfo/jane-doe') return Response.json({ data: AGENT });
      if (path === '/api/save-contact-form' && request.method === 'POST') {
        const fields = Object.fromEntries(new URLSearchParams(await request.text()));
        api.posts.push(fields);
        if (api.flooded) {
          return Response.json(
            { success: false, errors: { form: ['form_rate_limited'] }, message: null },
            { status: 429, headers: { 'retry-after': '600' } },
          );
        }
        const parsed = v.safeParse(contactMessageRequestSchema, fields);
        if (!parsed.success) {
          const errors = fieldErrorsFromIssues(parsed.issues);
          return Response.json({ success: false, errors, message: null }, { status: 422 });
        }
        return Response.json({ success: true, message: null });
      }
      return Response.json({ error: { code: 'notFound', message: path } }, { status: 404 });
    }),
  );
  return api;
}
