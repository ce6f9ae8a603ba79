import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../src/lib/i18n/catalogs';
import { languageAtom, languageAttributeAtom, requestedLanguageAtom } from '../../../src/state/language-atom';

// The first two tests start with the Spanish texts here, as a page does once they have arrived.
await loadCatalog('es');

afterEach(() => {
  localStorage.clear();
});

describe('languageAtom', () => {
  it('follows the host page attribute when the visitor has not chosen', () => {
    const store = createStore();
    store.set(languageAttributeAtom, 'es-MX');
    expect(store.get(languageAtom)).toBe('es');
  });

  it("prefers the visitor's choice over the attribute, and remembers it on the next page", async () => {
    const store = createStore();
    store.set(languageAttributeAtom, 'en');
    store.set(languageAtom, 'es');
    expect(store.get(languageAtom)).toBe('es');
    expect(localStorage.getItem('bluebonnet:lang')).toBe('es');

    // The next page loads the bundle afresh: its atoms read the stored choice once, on start.
    vi.resetModules();
    const nextPage = await import('../../../src/state/language-atom');
    const nextCatalogs = await import('../../../src/lib/i18n/catalogs');
    const next = createStore();
    next.set(nextPage.languageAttributeAtom, 'en');
    expect(next.get(nextPage.requestedLanguageAtom)).toBe('es');
    await nextCatalogs.loadCatalog('es');
    next.set(nextPage.catalogArrivalsAtom, 1);
    expect(next.get(nextPage.languageAtom)).toBe('es');
  });

  it('follows a choice made in another tab of the site', () => {
    const store = createStore();
    store.set(languageAttributeAtom, 'en');
    const stop = store.sub(requestedLanguageAtom, () => {});
    localStorage.setItem('bluebonnet:lang', 'es');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'bluebonnet:lang', newValue: 'es', storageArea: localStorage }),
    );
    expect(store.get(requestedLanguageAtom)).toBe('es');
    stop();
  });

  it('speaks English until the Spanish texts arrive, then Spanish', async () => {
    vi.resetModules();
    const page = await import('../../../src/state/language-atom');
    const catalogs = await import('../../../src/lib/i18n/catalogs');
    const { translate } = await import('../../../src/lib/i18n/translate');
    const store = createStore();
    store.set(page.languageAtom, 'es');
    expect(store.get(page.languageAtom)).toBe('en');
    expect(translate('es', 'common.close')).toBe('Close');

    await catalogs.loadCatalog('es');
    store.set(page.catalogArrivalsAtom, (count) => count + 1);
    expect(store.get(page.languageAtom)).toBe('es');
    expect(translate('es', 'common.close')).toBe('Cerrar');
  });

  it('ignores a stored value it does not ship', async () => {
    localStorage.setItem('bluebonnet:lang', '"klingon"');
    vi.resetModules();
    const page = await import('../../../src/state/language-atom');
    const store = createStore();
    store.set(page.languageAttributeAtom, 'en');
    expect(store.get(page.languageChoiceAtom)).toBeNull();
    expect(store.get(page.languageAtom)).toBe('en');
  });
});
