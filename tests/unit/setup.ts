import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalog } from '../../src/lib/i18n/catalogs';

// Pages fetch the Spanish catalog when they need it (src/lib/i18n/catalogs.ts); tests render either
// language at once.
await loadCatalog('es');

afterEach(() => {
  cleanup();
});
