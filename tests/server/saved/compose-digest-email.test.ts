import { describe, expect, it } from 'vitest';
import { composeDigestEmail, type DigestSection } from '../../../server/alerts/compose-digest-email';
import type { DigestBrand } from '../../../server/alerts/digest-brand';

const SITE = 'https://homes.example.test';
const BRAND: DigestBrand = {
  name: 'Bluebonnet Realty',
  logoUrl: 'https://homes.example.test/demo-assets/logo.svg',
  color: '#1f3a8a',
  postalAddress: '9600 Great Hills Trl, Suite 150, Austin, TX 78759',
};
const PHOTO_ID = '0123456789abcdef0123456789abcdef';
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
      photoId: null,
      mlsPhotos: false,
    },
  ],
};

describe('composeDigestEmail', () => {
  it('writes an English digest by default, the client-typed title escaped in the HTML', () => {
    const mail = composeDigestEmail('Ann', SITE, [section], 'en', BRAND);
    expect(mail.subject).toBe('1 update for your saved search "Austin <b>3 beds</b>"');
    expect(mail.text).toContain('Price change: 100 Main St, Austin 78701');
    expect(mail.text).toContain('$300,000 (was $325,000) · 3 bd · 2 ba');
    expect(mail.html).toContain('Austin &lt;b&gt;3 beds&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>3 beds</b>');
    expect(mail.html).toContain(`${SITE}/api/v1/saved-search/unsubscribe/tok-1`);
  });

  it('writes the whole digest in Spanish for a client who chose Spanish', () => {
    const mail = composeDigestEmail(
      'Ana',
      SITE,
      [section, { ...section, unsubscribeToken: 'tok-2' }],
      'es',
      BRAND,
    );
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

  it("is the brokerage's: its name, logo and colour, each listing's photo, price and facts, its postal address", () => {
    const [first] = section.events;
    if (!first) throw new Error('the section has an event');
    const stored = {
      ...first,
      key: 1002,
      address: '200 Oak Ave',
      kind: 'new' as const,
      photoId: PHOTO_ID,
      mlsPhotos: true,
    };
    const brand = { ...BRAND, name: 'Bluebonnet & Sons <Realty>' };
    const mail = composeDigestEmail('Ann', SITE, [{ ...section, events: [first, stored] }], 'en', brand);

    // The HTML a mail client shows: tables styled inline (no <style>, no classes), the brand on top.
    expect(mail.html).toContain('<table');
    expect(mail.html).not.toMatch(/<style|class=/);
    expect(mail.html).toContain(`<img src="${BRAND.logoUrl}"`);
    expect(mail.html).toContain('alt="Bluebonnet &amp; Sons &lt;Realty&gt;"');
    expect(mail.html).toContain('background:#1f3a8a');
    // Our stored MLS photo when the listing has one, else its drawing; both absolute on the site.
    expect(mail.html).toContain(`<img src="${SITE}/media/${PHOTO_ID}/800.jpg"`);
    expect(mail.html).toContain(`<img src="${SITE}/photos/1001/1.svg"`);
    expect(mail.html).toContain('$300,000 (was $325,000) · 3 bd · 2 ba');
    // CAN-SPAM: who sent it and where they are, in both parts, and a way out of every alert.
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(BRAND.postalAddress);
      expect(part).toContain(`${SITE}/api/v1/saved-search/unsubscribe/tok-1`);
    }
    expect(mail.text).toContain('Bluebonnet & Sons <Realty>');
    expect(mail.html).not.toContain('<Realty>');
  });

  it('says nothing of an address the brokerage has not configured, rather than an empty line', () => {
    const mail = composeDigestEmail('Ann', SITE, [section], 'en', { ...BRAND, postalAddress: null });
    expect(mail.text).not.toMatch(/\n\s*\n\s*$/);
    expect(mail.html).toContain('Bluebonnet Realty');
  });
});
