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
/** The page's words a reader sees, tags aside. */
const words = (html: string) => html.replace(/<style>.*<\/style>/s, '').replace(/<[^>]+>/g, ' ');

describe('the unsubscribe page of an alert e-mail', () => {
  it('speaks Spanish to a client who registered in Spanish, as their digest does', async () => {
    const page = await open(await searchOf('Spanish', 'ana.es@example.test'));
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
      const page = await open(await searchOf(language, email));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<h1>You are unsubscribed</h1>');
      expect(page.body).toContain('the saved search <strong>Zilker &lt;b&gt;</strong>');
      expect(page.body).toContain('>Back to the listings</a>');
      expect(page.body).not.toContain('búsqueda');
    }
  });

  it('says a link that is not valid in both languages, the Spanish part marked as Spanish', async () => {
    const page = await open('x'.repeat(32));
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>This link is not valid</h1>');
    expect(page.body).toContain('<div lang="es"><h2>Este enlace no es válido</h2>');
    expect(page.body).toContain('>Volver a las propiedades</a>');
  });
});
