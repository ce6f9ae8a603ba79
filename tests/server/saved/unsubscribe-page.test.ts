import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSavedSearch } from '../../../server/db/queries/saved-search-rows';
import { openTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(50);
});
afterAll(async () => {
  await t?.close();
});

/** A client registered with this 'Language' and one saved search on daily e-mails; answers its token. */
async function searchOf(language: string | null, email: string): Promise<string> {
  const client = await t.testDb.db.query<{ id: number }>(
    `INSERT INTO clients (party_name, email, language) VALUES ('Ana', $1, $2) RETURNING client_id::float8 AS id`,
    [email, language],
  );
  const saved = await insertSavedSearch(t.testDb.db, {
    clientId: client.rows[0]?.id ?? 0,
    title: 'Zilker <b>',
    query: { filters: {}, moreFilters: {} },
    search: null,
  });
  const found = await t.testDb.db.query<{ token: string }>(
    `UPDATE saved_searches SET client_gateway_schedule = 2 WHERE gateway_id = $1
     RETURNING unsubscribe_token AS token`,
    [saved?.GatewayID ?? 0],
  );
  return found.rows[0]?.token ?? '';
}

const open = (token: string) => t.app.inject({ url: `/api/v1/saved-search/unsubscribe/${token}` });
/** What a mail provider sends for a one-click unsubscribe (RFC 8058), or the page's button. */
const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/saved-search/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
/** The page's words a reader sees, tags aside. */
const words = (html: string) => html.replace(/<[^>]+>/g, ' ');
const schedule = async (token: string) =>
  (
    await t.testDb.db.query<{ schedule: number }>(
      'SELECT client_gateway_schedule AS schedule FROM saved_searches WHERE unsubscribe_token = $1',
      [token],
    )
  ).rows[0]?.schedule;

describe('the unsubscribe link of an alert e-mail', () => {
  it('changes nothing when the link is only opened (mail scanners open links), and asks with a button', async () => {
    const token = await searchOf('English', 'ana.scan@example.test');
    for (let i = 0; i < 2; i++) {
      const page = await open(token);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<form method="post"');
      expect(page.body).toMatch(/<button type="submit">Unsubscribe<\/button>/);
      expect(page.body).toContain('the saved search <strong>Zilker &lt;b&gt;</strong>');
    }
    expect(await schedule(token)).toBe(2);
  });

  it('unsubscribes on the POST of the one-click standard, urlencoded or multipart', async () => {
    const token = await searchOf('English', 'ana.post@example.test');
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>You are unsubscribed</h1>');
    expect(await schedule(token)).toBe(0);

    const other = await searchOf(null, 'ana.multipart@example.test');
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/v1/saved-search/unsubscribe/${other}`,
      headers: { 'content-type': 'multipart/form-data; boundary=b1' },
      payload:
        '--b1\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b1--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(await schedule(other)).toBe(0);
  });

  it('works under the site’s own Content-Security-Policy: no inline style, its stylesheet from the site', async () => {
    const page = await open(await searchOf('English', 'ana.csp@example.test'));
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<style|style=/);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1] ?? '';
    expect(href).toMatch(/^\//);
    const css = await t.app.inject({ url: href });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('speaks Spanish to a client who registered in Spanish, as their digest does', async () => {
    const token = await searchOf('Spanish', 'ana.es@example.test');
    expect((await open(token)).body).toMatch(/<button type="submit">Cancelar la suscripción<\/button>/);
    const page = await confirm(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<title>Suscripción cancelada</title>');
    expect(page.body).toContain('<h1>Su suscripción está cancelada</h1>');
    expect(page.body).toContain('correos diarios de la búsqueda guardada <strong>Zilker &lt;b&gt;</strong>');
    expect(page.body).toContain('>Volver a las propiedades</a>');
    expect(words(page.body)).not.toMatch(/\b(You|unsubscribed|saved search|listings|Back)\b/);
  });

  it('speaks English to a client who chose English, another language or none', async () => {
    for (const [language, email] of [
      ['English', 'ana.en@example.test'],
      ['Other', 'ana.other@example.test'],
      [null, 'ana.none@example.test'],
    ] as const) {
      const page = await confirm(await searchOf(language, email));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<h1>You are unsubscribed</h1>');
      expect(page.body).toContain('the saved search <strong>Zilker &lt;b&gt;</strong>');
      expect(page.body).toContain('>Back to the listings</a>');
      expect(page.body).not.toContain('búsqueda');
    }
  });

  it('says a link that is not valid in both languages, the Spanish part marked as Spanish', async () => {
    for (const page of [await open('x'.repeat(32)), await confirm('x'.repeat(32))]) {
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<h1>This link is not valid</h1>');
      expect(page.body).toContain('<div lang="es"><h2>Este enlace no es válido</h2>');
      expect(page.body).toContain('>Volver a las propiedades</a>');
    }
  });
});
