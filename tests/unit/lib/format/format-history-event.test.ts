import { describe, expect, it } from 'vitest';
import { formatHistoryEvent } from '../../../../src/lib/format/format-history-event';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';

await loadCatalog('es');

describe('formatHistoryEvent', () => {
  it('names the recorded events in English and in Spanish, with no English left in Spanish', () => {
    expect(formatHistoryEvent('en', 'PriceChange')).toBe('Price Change');
    expect(formatHistoryEvent('en', 'Listed')).toBe('Listed');
    expect(formatHistoryEvent('es', 'Listed')).toBe('Listado');
    expect(formatHistoryEvent('es', 'PriceChange')).toBe('Cambio de precio');
    expect(formatHistoryEvent('es', 'Sold')).toBe('Vendido');
  });

  it("shows another feed's own event readably, and a missing one as N/A", () => {
    expect(formatHistoryEvent('en', 'BackOnMarket')).toBe('Back On Market');
    expect(formatHistoryEvent('en', '  ')).toBe('N/A');
    expect(formatHistoryEvent('es', null)).toBe('N/D');
  });
});
