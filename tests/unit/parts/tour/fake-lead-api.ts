import { vi } from 'vitest';

export interface FakeLeadApi {
  /** Bodies of the posts, as form fields, by path. */
  posts: { path: string; fields: Record<string, string> }[];
  /** While true every call fails as if the network were down. */
  offline: boolean;
  /** Listing key → the MatrixDir of its agent of ours, as the server's listings table has it. */
  listingAgents: Map<number, string>;
  /** While true the final post is refused as our server refuses a flood from one address (429). */
  flooded: boolean;
}

/** Our agents, as GET /api/lead-recipient names them. */
const AGENTS: Record<string, { MatrixDir: string; name: string; email: string; phone: string }> = {
  jdoe: { MatrixDir: 'jdoe', name: 'Jane Doe', email: 'jane@brokerage.test', phone: '5125550100' },
  msmith: { MatrixDir: 'msmith', name: 'Mark Smith', email: 'mark@brokerage.test', phone: '5125550111' },
};
const STEP_TWO = ['language', 'realtor', 'houseToSell', 'metro'] as const;
const WEB_AGENT = { MatrixDir: null, name: 'Web Desk', email: 'web@brokerage.test', phone: '5125550199' };

/**
 * The API as our server answers the tour block and the lead flow: agents 'jdoe' and 'msmith', the web
 * agent, the lead recipient by the server's rule (the site's agent, else the listing's agent, else the web
 * agent), metros, and the two lead posts (a 9-digit phone and an unanswered last step are refused, like
 * the real server).
 */
export function stubLeadApi(): FakeLeadApi {
  const api: FakeLeadApi = { posts: [], offline: false, flooded: false, listingAgents: new Map() };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      if (api.offline) throw new TypeError('Failed to fetch');
      const path = new URL(request.url).pathname;
      if (path === '/api/config')
        return Response.json({ photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg' });
      if (path === '/api/agentInfo/jdoe') {
        return Response.json({
          data: {
            MatrixDir: 'jdoe',
            AgentChimeName: 'Jane Doe',
            AgenteMail: 'jane@brokerage.test',
            AgentBizPhone: '5125550100',
          },
        });
      }
      if (path === '/api/getWebAgent') {
        return Response.json({
          data: [{ full_name: 'Web Desk', email: 'web@brokerage.test', office_phone: '5125550199' }],
        });
      }
      if (path === '/api/lead-recipient') {
        const query = new URL(request.url).searchParams;
        const key = query.get('ListingKeyNumeric');
        const listingAgent = key === null ? undefined : api.listingAgents.get(Number(key));
        const person =
          AGENTS[query.get('MatrixDir') ?? ''] ??
          AGENTS[listingAgent ?? ''] ??
          (key === null ? null : WEB_AGENT);
        return Response.json({ data: person });
      }
      if (path === '/api/v1/map/metros') {
        return Response.json({ data: [{ Metro: 'Austin-Round Rock', subdomain: 'austin' }] });
      }
      if (request.method === 'POST') {
        const fields = Object.fromEntries(new URLSearchParams(await request.text()));
        api.posts.push({ path, fields });
        if (api.flooded && path === '/api/clients') {
          return Response.json(
            { success: false, errors: { form: ['form_rate_limited'] }, message: null, suggestion: null },
            { status: 429, headers: { 'retry-after': '600' } },
          );
        }
        if (fields.PartyPhone?.replace(/\D/g, '').length !== 10) {
          return Response.json(
            { success: false, errors: { PartyPhone: ['invalid_phone'] } },
            { status: 422 },
          );
        }
        // The final post needs 'One Last Step' answered, field by field, as our server's schema does.
        const unanswered = STEP_TWO.filter((field) => path === '/api/clients' && !fields[field]);
        if (unanswered.length > 0) {
          const errors = Object.fromEntries(unanswered.map((field) => [field, ['required']]));
          return Response.json({ success: false, errors, message: null, suggestion: null }, { status: 422 });
        }
        const suggestion = fields.PartyEmail?.endsWith('@gmial.com')
          ? fields.PartyEmail.replace('gmial', 'gmail')
          : null;
        return Response.json({ success: true, suggestion, leadId: path === '/api/clients' ? 1 : null });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return api;
}
