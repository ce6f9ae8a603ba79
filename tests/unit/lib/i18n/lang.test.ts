import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../../../src/lib/i18n/intl-locale';
import { parseLang, pickLang } from '../../../../src/lib/i18n/lang';

describe('parseLang', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES', 'es'],
    [' es_us ', 'es'],
    ['en-US', 'en'],
    ['EN', 'en'],
  ])('reads %j as %s', (tag, lang) => {
    expect(parseLang(tag)).toBe(lang);
  });

  it.each([['fr'], ['fr-CA'], [''], ['english'], ['esp'], [null], [undefined], [42]])(
    'rejects %j',
    (value) => {
      expect(parseLang(value)).toBeNull();
    },
  );
});

describe('pickLang', () => {
  it('prefers the attribute over the browser languages', () => {
    expect(pickLang('es', ['en-US'])).toBe('es');
    expect(pickLang('en', ['es-MX'])).toBe('en');
  });

  it('falls back to the first shipped browser language when the attribute is missing or unknown', () => {
    expect(pickLang(null, ['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(pickLang('de', ['fr-FR', 'en-GB'])).toBe('en');
  });

  it('ends with English', () => {
    expect(pickLang(undefined, ['fr-FR', 'de'])).toBe('en');
    expect(pickLang(undefined)).toBe('en');
  });
});

describe('intlLocale', () => {
  it('uses the US locales', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('es')).toBe('es-US');
  });
});
