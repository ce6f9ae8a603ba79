import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './support/test-app';

// Issue 23: the privacy page said saved searches stay on the device, and was silent on accounts, photos,
// favorites, notes, comments and alert e-mails.

let t: TestApp;
let english = '';
let spanish = '';

beforeAll(async () => {
  t = await openTestApp(1);
  const page = await t.app.inject('/privacy');
  expect(page.statusCode).toBe(200);
  const [, en = '', es = ''] =
    /<article[^>]*lang="en"[^>]*>([\s\S]*?)<\/article>[\s\S]*?<article[^>]*lang="es"[^>]*>([\s\S]*?)<\/article>/.exec(
      page.body,
    ) ?? [];
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  english = text(en);
  spanish = text(es);
});
afterAll(async () => {
  await t?.close();
});

describe('/privacy', () => {
  it('no longer says that saved searches stay on the device', () => {
    expect(english).not.toMatch(/saved searches[^.]*stay on your device/i);
    expect(spanish).not.toMatch(/búsquedas guardadas[^.]*no salen de su dispositivo/i);
  });

  it.each([
    ['account', /account/i, /cuenta/i],
    ['favorites and compare list', /favorites.*compare/i, /favoritos.*comparación/i],
    ['notes', /notes/i, /notas/i],
    ['saved searches on the server', /saved searches/i, /búsquedas guardadas/i],
    ['alert e-mails', /alert e-mails/i, /correos de alertas/i],
    ['comments', /comments/i, /comentarios/i],
    ['profile photo', /profile photo/i, /foto de perfil/i],
    ["the browser's localStorage", /browser's storage/i, /almacenamiento de su navegador/i],
    ['how long a session lasts', /session[^.]*30 days/i, /sesión[^.]*30 días/i],
    ['how to delete the account', /Delete account/, /Eliminar cuenta/],
  ])('tells, in English and Spanish, about %s', (_, inEnglish, inSpanish) => {
    expect(english).toMatch(inEnglish);
    expect(spanish).toMatch(inSpanish);
  });
});
