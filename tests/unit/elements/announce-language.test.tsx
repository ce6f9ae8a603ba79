import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../src/lib/i18n/catalogs';

await loadCatalog('es');

let counter = 0;
const uniqueTag = (): `bb-${string}` => `bb-announce-${++counter}`;

/** What the host page heard: the `detail.lang` of every `bluebonnet:language` event on `document`. */
let heard: unknown[] = [];
const listen = (event: Event) => {
  heard.push(event instanceof CustomEvent ? event.detail?.lang : 'not a CustomEvent');
};

beforeEach(() => {
  heard = [];
  document.addEventListener('bluebonnet:language', listen);
});
afterEach(() => {
  document.removeEventListener('bluebonnet:language', listen);
  document.body.innerHTML = '';
  localStorage.clear();
});

/**
 * A page loading the bundle afresh: its own store (so the first render is really the first), its own
 * catalogs (Spanish not here yet) and one widget tag, defined as the loader defines it: once the page's
 * tags are in the document (`html`, its widgets given as `<bb-widget …>`).
 */
async function freshPage(html = '<bb-widget></bb-widget>') {
  vi.resetModules();
  const { defineWidget } = await import('../../../src/elements/define-widget');
  const { store } = await import('../../../src/state/store');
  const { languageAtom } = await import('../../../src/state/language-atom');
  const tag = uniqueTag();
  const place = (markup: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = markup.replaceAll('bb-widget', tag);
    document.body.append(holder);
  };
  place(html);
  await act(async () => {
    defineWidget({ tag, attributes: {}, component: () => <p>widget</p>, styles: [] });
    // A Spanish page defines its tags once the Spanish texts are here (define-widget.ts).
    await customElements.whenDefined(tag);
  });
  /** Adds one more widget to the page. */
  const mount = async () => {
    await act(async () => place('<bb-widget></bb-widget>'));
  };
  const roots = () => [...document.querySelectorAll(tag)].map((e) => e.shadowRoot?.querySelector('.bb-root'));
  return { store, languageAtom, mount, roots };
}

describe('the bluebonnet:language event', () => {
  it('tells the page the language once per store on the first render, and again on each change', async () => {
    const pageLang = document.documentElement.getAttribute('lang');
    const { store, languageAtom, mount, roots } = await freshPage();
    expect(roots()[0]).toBeTruthy();
    expect(heard).toEqual(['en']);
    // A second widget shares the store: the page is not told again.
    await mount();
    expect(roots()[1]).toBeTruthy();
    expect(heard).toEqual(['en']);

    await act(async () => store.set(languageAtom, 'es'));
    expect(heard).toEqual(['en', 'es']);
    await act(async () => store.set(languageAtom, 'es'));
    expect(heard).toEqual(['en', 'es']);
    await act(async () => store.set(languageAtom, 'en'));
    expect(heard).toEqual(['en', 'es', 'en']);
    // The host page decides what its own <html> says.
    expect(document.documentElement.getAttribute('lang')).toBe(pageLang);
  });

  it('tells it once for two widgets rendered together', async () => {
    await freshPage('<bb-widget></bb-widget><bb-widget></bb-widget>');
    expect(heard).toEqual(['en']);
  });

  it("speaks first the visitor's stored choice, once its texts are here, with no English word before", async () => {
    localStorage.setItem('bluebonnet:lang', 'es');
    const { roots } = await freshPage();
    expect(roots()[0]?.getAttribute('lang')).toBe('es');
    expect(heard).toEqual(['es']);
  });

  it("speaks first the widget's own lang attribute", async () => {
    const { roots } = await freshPage('<bb-widget lang="es"></bb-widget>');
    expect(roots()[0]?.getAttribute('lang')).toBe('es');
    expect(heard).toEqual(['es']);
  });
});
