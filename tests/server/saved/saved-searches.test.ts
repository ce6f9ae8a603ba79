import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeJsonSegment,
  type ListingsQueryInput,
  savedSearchesResponseSchema,
  savedSearchImportResponseSchema,
  saveSearchResponseSchema,
} from '../../../src/contract';
import { type SignedInClient, signInClient } from '../support/sign-in-client';
import { openTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let ann: SignedInClient;
let bob: SignedInClient;

beforeAll(async () => {
  t = await openTestApp(50);
  ann = await signInClient(t.app, t.testDb.db);
  bob = await signInClient(t.app, t.testDb.db);
});
afterAll(async () => {
  await t?.close();
});

const AUSTIN: ListingsQueryInput = {
  filters: { city: 'austin', minPrice: 300_000, sortBy: 'low-to-high' },
  moreFilters: { propertyType: 'Residential', status: { active: true, pending: true }, FireplaceState: true },
  coordinates: { top: 30.5, right: -97.5, bottom: 30.1, left: -97.9 },
};

const as = (client: SignedInClient | null) => (client ? { cookie: client.cookie } : {});
const saveSearch = (client: SignedInClient, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/save-search',
    headers: as(client),
    payload: { clientId: client.clientId, ...body },
  });
const post = (client: SignedInClient | null, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/saved-search/${path}`, headers: as(client), payload });
const listOf = async (client: SignedInClient) => {
  const response = await t.app.inject({
    url: `/api/v1/saved-search/listings/${client.clientId}`,
    headers: as(client),
  });
  expect(response.statusCode).toBe(200);
  return v.parse(savedSearchesResponseSchema, response.json()).data;
};

describe('saved searches', () => {
  let firstId = 0;

  it('never saves on a GET, which any page could trigger with a link or an image', async () => {
    const before = (await listOf(ann)).length;
    const segment = encodeJsonSegment({ clientId: ann.clientId, criteria: AUSTIN });
    for (const headers of [as(ann), { ...as(ann), 'sec-fetch-site': 'same-site' }]) {
      const response = await t.app.inject({ url: `/api/save-search/${segment}`, headers });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
    }
    expect(await listOf(ann)).toHaveLength(before);
  });

  it('saves with the next default title and lists every filter back', async () => {
    const first = await saveSearch(ann, { criteria: AUSTIN, search: '?city=austin&minPrice=300000' });
    expect(first.statusCode).toBe(200);
    const saved = v.parse(saveSearchResponseSchema, first.json()).data;
    expect(saved.GatewayDesc).toBe('Save Search 1');
    firstId = saved.GatewayID;
    const second = v.parse(saveSearchResponseSchema, (await saveSearch(ann, { criteria: {} })).json()).data;
    expect(second.GatewayDesc).toBe('Save Search 2');

    const list = await listOf(ann);
    expect(list.map((s) => s.GatewayDesc)).toEqual(['Save Search 1', 'Save Search 2']);
    const austin = list[0];
    // Applying it restores every filter: the stored query is the one sent, map area included.
    expect(austin?.query).toEqual({ ...AUSTIN });
    expect(austin?.search).toBe('?city=austin&minPrice=300000');
    expect(austin).toMatchObject({ field_name: 'City', field_value: 'austin', client_gateway_schedule: 2 });
    expect(austin?.criteria).toEqual(
      expect.arrayContaining([
        { column: 'PropertyType', operator: '=', value: 'Residential' },
        { column: 'ListPrice', operator: 'min', value: 300_000 },
        { column: 'MlsStatus', operator: 'in', value: ['Active', 'Pending'] },
        { column: 'FireplaceYN', operator: '=', value: true },
      ]),
    );
    expect(await listOf(bob)).toEqual([]);
  });

  it('renames (HTML stays literal text), sets notifications, edits and deletes', async () => {
    const title = 'Hyde Park <img src=x onerror=alert(1)>';
    expect((await post(ann, 'update-title', { id: firstId, title })).statusCode).toBe(200);
    const notify = await post(ann, 'update-notification', {
      id: firstId,
      email_notification: 2,
      price_change: 'yes',
      back_on_market: 'no',
    });
    expect(notify.statusCode).toBe(200);
    let austin = (await listOf(ann))[0];
    expect(austin).toMatchObject({
      GatewayDesc: title,
      client_gateway_schedule: 2,
      suppress_price_change: false,
      suppress_back_on_market: true,
    });

    const edited: ListingsQueryInput = { filters: { PostalCode: '78704', maxPrice: 900_000 } };
    const edit = await post(ann, 'update', { id: firstId, criteria: edited, search: '?PostalCode=78704' });
    expect(edit.statusCode).toBe(200);
    austin = (await listOf(ann))[0];
    expect(austin?.query).toEqual(edited);
    expect(austin).toMatchObject({ field_name: 'PostalCode', field_value: '78704', GatewayDesc: title });

    expect(
      (
        await post(ann, 'update-notification', {
          id: firstId,
          email_notification: 3,
          price_change: 'yes',
          back_on_market: 'no',
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(ann, 'delete', { id: firstId })).statusCode).toBe(200);
    expect((await listOf(ann)).map((s) => s.GatewayDesc)).toEqual(['Save Search 2']);
  });

  it("refuses another client's saved search id and changes nothing", async () => {
    const [target] = await listOf(ann);
    const id = target?.GatewayID ?? 0;
    const attempts: [string, Record<string, unknown>][] = [
      ['update-title', { id, title: 'Bob was here' }],
      ['update-notification', { id, email_notification: 2, price_change: 'yes', back_on_market: 'yes' }],
      ['update', { id, criteria: { filters: { city: 'dallas' } } }],
      ['delete', { id }],
    ];
    for (const [path, payload] of attempts) {
      expect([path, (await post(bob, path, payload)).statusCode]).toEqual([path, 403]);
      expect([path, (await post(null, path, payload)).statusCode]).toEqual([path, 401]);
    }
    expect(await listOf(ann)).toEqual([target]);
    // The listings call marking which saved search is applied: the owner's only.
    const marked = encodeJsonSegment({ filters: { saveSearch: id } });
    expect((await t.app.inject({ url: `/api/v1/listings/${marked}`, headers: as(ann) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `/api/v1/listings/${marked}`, headers: as(bob) })).statusCode).toBe(
      403,
    );
    // The map's pins for the same query follow the same rule.
    expect((await t.app.inject({ url: `/api/v1/map/pins/${marked}`, headers: as(ann) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `/api/v1/map/pins/${marked}`, headers: as(bob) })).statusCode).toBe(
      403,
    );
  });

  it('sends a new saved search in the daily e-mail, as the modal shows it ticked, with news from now on', async () => {
    const carol = await signInClient(t.app, t.testDb.db);
    const saved = v.parse(
      saveSearchResponseSchema,
      (await saveSearch(carol, { criteria: AUSTIN })).json(),
    ).data;
    const imported = await post(carol, 'import', {
      clientId: carol.clientId,
      searches: [{ localId: 9, title: 'From my phone', criteria: { filters: { city: 'houston' } } }],
    });
    expect(imported.statusCode).toBe(200);

    const list = await listOf(carol);
    expect(list.map((s) => [s.GatewayDesc, s.client_gateway_schedule])).toEqual([
      [saved.GatewayDesc, 2],
      ['From my phone', 2],
    ]);
    // The first digest tells what is new since the search was saved, not the market's whole history.
    const { rows } = await t.testDb.db.query<{ fresh: boolean }>(
      `SELECT bool_and(last_alert_run_at > now() - interval '1 minute') AS fresh
         FROM saved_searches WHERE client_id = $1`,
      [carol.clientId],
    );
    expect(rows[0]?.fresh).toBe(true);
  });

  it("moves a guest's local searches into the account at sign-in, once however often sent", async () => {
    const guest = await signInClient(t.app, t.testDb.db);
    const searches = [
      {
        localId: 1,
        title: 'Save Search 1',
        criteria: { filters: { city: 'austin' } },
        search: '?city=austin',
      },
      { localId: 2, title: 'Cheap <b>lots</b>', criteria: { moreFilters: { propertyType: 'Land' } } },
    ];
    const first = await post(guest, 'import', { clientId: guest.clientId, searches });
    expect(first.statusCode).toBe(200);
    expect(v.parse(savedSearchImportResponseSchema, first.json()).imported).toBe(2);
    const again = v.parse(
      savedSearchImportResponseSchema,
      (await post(guest, 'import', { clientId: guest.clientId, searches })).json(),
    );
    expect(again.imported).toBe(0);
    expect(again.data.map((s) => s.GatewayDesc)).toEqual(['Save Search 1', 'Cheap <b>lots</b>']);
    expect(again.data[1]?.query).toEqual({ filters: {}, moreFilters: { propertyType: 'Land' } });
    // The next search saved on the server does not repeat an imported title.
    const next = v.parse(saveSearchResponseSchema, (await saveSearch(guest, { criteria: {} })).json()).data;
    expect(next.GatewayDesc).toBe('Save Search 2');
  });

  it('turns e-mails off from the unsubscribe page’s button and shows a confirmation page', async () => {
    const [target] = await listOf(ann);
    const id = target?.GatewayID ?? 0;
    await post(ann, 'update-title', { id, title: 'Zilker <script>x</script>' });
    await post(ann, 'update-notification', {
      id,
      email_notification: 2,
      price_change: 'yes',
      back_on_market: 'yes',
    });
    const token = (
      await t.testDb.db.query<{ token: string }>(
        'SELECT unsubscribe_token AS token FROM saved_searches WHERE gateway_id = $1',
        [id],
      )
    ).rows[0]?.token;
    const url = `/api/v1/saved-search/unsubscribe/${token}`;
    // Opening the link asks; the page's button (a POST to the same link) unsubscribes.
    const asked = await t.app.inject({ url });
    expect(asked.body).toContain('Zilker &lt;script&gt;x&lt;/script&gt;');
    expect((await listOf(ann))[0]?.client_gateway_schedule).toBe(2);
    const page = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Zilker &lt;script&gt;x&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect((await listOf(ann))[0]?.client_gateway_schedule).toBe(0);
    expect(
      (await t.app.inject({ url: `/api/v1/saved-search/unsubscribe/${'x'.repeat(32)}` })).statusCode,
    ).toBe(404);
  });
});
