import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ResoRecord = Record<string, unknown>;

export interface ResoServerOptions {
  /** Records by resource (Property, Member, Office, OpenHouse, Media), in the order they were written. */
  data: Record<string, ResoRecord[]>;
  /** 'oauth2': a client-credentials token endpoint at /token; 'bearer': this one static token. */
  auth: { type: 'oauth2'; clientId: string; clientSecret: string } | { type: 'bearer'; token: string };
  /** MLS Grid refuses a request whose $filter does not name the originating system. */
  requireFilter?: string;
  /**
   * Pages a Property's expansions this many items at a time, as servers do with a long one: the record
   * carries the first items and `Media@odata.nextLink` (or OpenHouse's, Rooms'), which answers
   * `/Property('{ListingKey}')/Media?$top=…&$skip=…` pages of the rest.
   */
  expandPageSize?: number;
}

export interface ResoServer {
  url: string;
  data: Record<string, ResoRecord[]>;
  /** Every data request's path and query, in order (token requests excluded). */
  requests: string[];
  tokensIssued: number;
  /** The next `count` data requests answer 429 with `Retry-After: retryAfter`. */
  throttleNext(count: number, retryAfter: string): void;
  /** The next `count` data requests answer 503. */
  failNext(count: number): void;
  /** Every token issued so far answers 401 from now on, as an expired one does. */
  expireTokens(): void;
  /** Called before each data request is answered (tests stop a run in its middle). */
  onRequest: ((count: number) => void | Promise<void>) | null;
  close(): Promise<void>;
}

const expandable = ['Media', 'OpenHouse', 'Rooms'];

/**
 * A RESO Web API server for tests, answering as MLS Grid, Bridge and Trestle do: OAuth2 client
 * credentials, `$filter` (eq, ge, gt on ModificationTimestamp and text fields, joined by `and`),
 * `$orderby=ModificationTimestamp`, `$top` with `@odata.nextLink` ($skip), `$select`, `$expand`, 429 with
 * Retry-After, 401 for an expired token. Scaffolding only: the sync under test is the product's code.
 */
export async function startResoServer(options: ResoServerOptions): Promise<ResoServer> {
  let throttle = { count: 0, retryAfter: '1' };
  let failures = 0;
  const valid = new Set<string>();
  const state: ResoServer = {
    url: '',
    data: options.data,
    requests: [],
    tokensIssued: 0,
    throttleNext: (count, retryAfter) => {
      throttle = { count, retryAfter };
    },
    failNext: (count) => {
      failures = count;
    },
    expireTokens: () => valid.clear(),
    onRequest: null,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  if (options.auth.type === 'bearer') valid.add(options.auth.token);

  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', state.url);
    if (url.pathname === '/token' && request.method === 'POST' && options.auth.type === 'oauth2') {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const form = new URLSearchParams(body);
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== options.auth.clientId ||
        form.get('client_secret') !== options.auth.clientSecret
      ) {
        return send(response, 401, { error: 'invalid_client' });
      }
      state.tokensIssued++;
      const token = `token-${state.tokensIssued}`;
      valid.add(token);
      return send(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined || !valid.has(token)) return send(response, 401, { error: 'invalid_token' });
    state.requests.push(`${url.pathname}${url.search}`);
    await state.onRequest?.(state.requests.length);
    if (throttle.count > 0) {
      throttle.count--;
      return send(response, 429, { error: 'Too Many Requests' }, { 'retry-after': throttle.retryAfter });
    }
    if (failures > 0) {
      failures--;
      return send(response, 503, { error: 'Service Unavailable' });
    }
    const expansion = /^\/Property\('([^']+)'\)\/(\w+)$/.exec(decodeURIComponent(url.pathname));
    if (expansion !== null)
      return send(response, 200, expansionPage(expansion[1] ?? '', expansion[2] ?? '', url));
    const resource = url.pathname.replace(/^\//, '');
    const records = state.data[resource];
    if (records === undefined) return send(response, 404, { error: `no resource ${resource}` });
    const filter = url.searchParams.get('$filter') ?? '';
    if (options.requireFilter !== undefined && !filter.includes(options.requireFilter)) {
      return send(response, 400, { error: `$filter must include ${options.requireFilter}` });
    }
    let rows = records.filter((record) => matches(record, filter));
    if (url.searchParams.get('$orderby') === 'ModificationTimestamp') {
      rows = rows
        .map((record, index) => ({ record, index }))
        .sort((a, b) => stamp(a.record) - stamp(b.record) || a.index - b.index)
        .map(({ record }) => record);
    }
    const top = Number(url.searchParams.get('$top') ?? '100');
    const skip = Number(url.searchParams.get('$skip') ?? '0');
    const expand = (url.searchParams.get('$expand') ?? '').split(',');
    const select = url.searchParams.get('$select')?.split(',');
    const value = rows.slice(skip, skip + top).map((record) => {
      const entries = Object.entries(record).filter(
        ([field]) =>
          (!expandable.includes(field) || expand.includes(field)) && (!select || select.includes(field)),
      );
      return Object.fromEntries(entries.flatMap((entry) => pageExpansion(record, entry)));
    });
    const body: Record<string, unknown> = { '@odata.context': `${state.url}/$metadata#${resource}`, value };
    if (skip + top < rows.length) {
      const next = new URL(url);
      next.searchParams.set('$skip', String(skip + top));
      body['@odata.nextLink'] = next.href;
    }
    return send(response, 200, body);
  };

  const pageSize = options.expandPageSize;
  // An expansion longer than a page: its first items, and the link to the rest.
  const pageExpansion = (record: ResoRecord, [field, items]: [string, unknown]): [string, unknown][] => {
    if (
      pageSize === undefined ||
      !expandable.includes(field) ||
      !Array.isArray(items) ||
      items.length <= pageSize
    )
      return [[field, items]];
    const key = encodeURIComponent(String(record.ListingKey));
    return [
      [field, items.slice(0, pageSize)],
      [
        `${field}@odata.nextLink`,
        `${state.url}/Property('${key}')/${field}?$top=${pageSize}&$skip=${pageSize}`,
      ],
    ];
  };
  const expansionPage = (listingKey: string, field: string, url: URL) => {
    const record = state.data.Property?.find((item) => item.ListingKey === listingKey);
    const items = record?.[field];
    const all = Array.isArray(items) ? items : [];
    const top = Number(url.searchParams.get('$top') ?? String(pageSize ?? 100));
    const skip = Number(url.searchParams.get('$skip') ?? '0');
    const body: Record<string, unknown> = { value: all.slice(skip, skip + top) };
    if (skip + top < all.length) {
      const next = new URL(url);
      next.searchParams.set('$skip', String(skip + top));
      body['@odata.nextLink'] = next.href;
    }
    return body;
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

function stamp(record: ResoRecord): number {
  return Date.parse(String(record.ModificationTimestamp));
}

/** `A eq 'x' and (B eq 'y') and ModificationTimestamp ge 2026-…Z`: the clauses the sync and vendors use. */
function matches(record: ResoRecord, filter: string): boolean {
  if (filter.trim() === '') return true;
  return filter.split(/\s+and\s+/).every((clause) => {
    const found = /^\(?\s*(\w+)\s+(eq|ge|gt)\s+(.+?)\s*\)?$/.exec(clause.trim());
    if (found === null) throw new Error(`unsupported $filter clause ${clause}`);
    const [, field = '', op, literal = ''] = found;
    const actual = record[field];
    if (literal.startsWith("'"))
      return op === 'eq' && String(actual).toLowerCase() === literal.slice(1, -1).toLowerCase();
    const left = Date.parse(String(actual));
    const right = Date.parse(literal);
    return op === 'ge' ? left >= right : op === 'gt' ? left > right : left === right;
  });
}
