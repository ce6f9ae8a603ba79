import { describe, expect, it } from 'vitest';
import { composeDigestEmail, type DigestSection } from '../../../server/alerts/compose-digest-email';

const SITE = 'https://homes.example.test';
const section: DigestSection = {
  title: 'Austin <b>3 beds</b>',
  unsubscribeToken: 'tok-1',
  events: [
    {
      key: 1001,
      kind: 'price',
      eventDate: '2026-12-10',
      address: '100 Main St',
      city: 'Austin',
      postalCode: '78701',
      price: 300000,
      previousPrice: 325000,
      beds: 3,
      baths: 2,
      url: '/listings/1001',
    },
  ],
};

describe('composeDigestEmail', () => {
  it('writes an English digest by default, the client-typed title escaped in the HTML', () => {
    const mail = composeDigestEmail('Ann', SITE, [section]);
    expect(mail.subject).toBe('1 update for your saved search "Austin <b>3 beds</b>"');
    expect(mail.text).toContain('Price change: 100 Main St, Austin 78701');
    expect(mail.text).toContain('$300,000 (was $325,000) · 3 bd · 2 ba');
    expect(mail.html).toContain('Austin &lt;b&gt;3 beds&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>3 beds</b>');
    expect(mail.html).toContain(`${SITE}/api/v1/saved-search/unsubscribe/tok-1`);
  });

  it('writes the whole digest in Spanish for a client who chose Spanish', () => {
    const mail = composeDigestEmail('Ana', SITE, [section, { ...section, unsubscribeToken: 'tok-2' }], 'es');
    expect(mail.subject).toBe('2 novedades en sus búsquedas guardadas');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Cambio de precio: 100 Main St, Austin 78701');
    expect(mail.text).toContain('$300,000 (antes $325,000) · 3 hab. · 2 baños');
    expect(mail.text).toContain('Dejar de recibir correos de "Austin <b>3 beds</b>"');
    expect(mail.html).toContain('<html lang="es">');
    for (const english of ['Hello', 'Price change', 'Stop e-mails', 'You receive']) {
      expect(mail.text).not.toContain(english);
    }
  });
});
