import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { savedSearchTitle } from '../../../../src/lib/search/saved-search-title';

await loadCatalog('es');

describe('savedSearchTitle', () => {
  it("shows the server's default name in the page's language", () => {
    expect(savedSearchTitle('es', 'Save Search 3')).toBe('Búsqueda guardada 3');
    expect(savedSearchTitle('en', 'Save Search 3')).toBe('Save Search 3');
  });

  it("keeps a client's own name as they wrote it", () => {
    expect(savedSearchTitle('es', 'Round Rock 3 beds')).toBe('Round Rock 3 beds');
    expect(savedSearchTitle('es', 'My Save Search 3')).toBe('My Save Search 3');
    expect(savedSearchTitle('es', 'Save Search 3 near school')).toBe('Save Search 3 near school');
  });
});
