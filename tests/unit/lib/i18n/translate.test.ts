import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { interpolate } from '../../../../src/lib/i18n/interpolate';
import { isMessageKey } from '../../../../src/lib/i18n/is-message-key';
import { translate } from '../../../../src/lib/i18n/translate';
import { translatePlural } from '../../../../src/lib/i18n/translate-plural';

await loadCatalog('es');

describe('translate', () => {
  it('reads the catalog of the language', () => {
    expect(translate('en', 'filters.anyPrice')).toBe('Any Price');
    expect(translate('es', 'filters.anyPrice')).toBe('Cualquier precio');
  });

  it('fills placeholders and formats numbers with separators', () => {
    expect(translate('en', 'listings.page', { page: 2, pages: 1250 })).toBe('Page 2/1,250');
    expect(translate('en', 'location.noResults', { text: 'Pflugerville' })).toBe(
      'No results found for Pflugerville.',
    );
    expect(translate('en', 'contact.titleAgent', { agent: 'JANE DOE' })).toBe('CONTACT JANE DOE');
  });
});

describe('interpolate', () => {
  it('leaves a placeholder without a value visible', () => {
    expect(interpolate('en', 'Hello {name}, {other}', { name: 'Ana' })).toBe('Hello Ana, {other}');
  });

  it('keeps strings as given, so identifiers are not grouped', () => {
    expect(interpolate('en', '{year} / {n}', { year: '2026', n: 2026 })).toBe('2026 / 2,026');
  });
});

describe('translatePlural', () => {
  it('picks the singular and plural forms by Intl.PluralRules', () => {
    expect(translatePlural('en', 'card.daysOnMarket', 1)).toBe('1 Day on Market');
    expect(translatePlural('en', 'card.daysOnMarket', 12)).toBe('12 Days on Market');
    expect(translatePlural('en', 'card.daysOnMarket', 0)).toBe('0 Days on Market');
    expect(translatePlural('es', 'card.daysOnMarket', 1)).toBe('1 día en el mercado');
    expect(translatePlural('es', 'card.daysOnMarket', 3)).toBe('3 días en el mercado');
  });

  it('falls back to "other" for a category the catalog lacks (Spanish "many")', () => {
    expect(new Intl.PluralRules('es-US').select(1_000_000)).toBe('many');
    expect(translatePlural('es', 'map.cluster', 1_000_000)).toBe('1,000,000 propiedades');
  });

  it('passes extra parameters along', () => {
    expect(translatePlural('en', 'listings.displaying', 50, { from: 51, to: 100, total: 1234 })).toBe(
      'Displaying 50 listings (51 to 100) of 1,234',
    );
  });
});

describe('isMessageKey', () => {
  it('tells catalog keys from other strings', () => {
    expect(isMessageKey('status.Pending')).toBe(true);
    expect(isMessageKey('status.Withdrawn')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
