import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { thankYouParams } from '../../../../src/screens/thank-you/thank-you-params';
import { ThankYouScreen } from '../../../../src/screens/thank-you/thank-you-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';

await loadCatalog('es');

afterEach(() => window.history.replaceState(null, '', '/'));

function renderAt(search: string, lang: Lang = 'en') {
  window.history.replaceState(null, '', `/thank-you${search}`);
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  render(
    <Provider store={store}>
      <ThankYouScreen />
    </Provider>,
  );
}

describe('thankYouParams', () => {
  it('keeps a valid name and e-mail and drops anything else', () => {
    expect(thankYouParams('?name=%20Ana%20María%20&email=ana%40example.com')).toEqual({
      name: 'Ana María',
      email: 'ana@example.com',
    });
    expect(thankYouParams('?name=%3Cb%3EAna%3C%2Fb%3E&email=not-an-email')).toEqual({
      name: null,
      email: null,
    });
    expect(thankYouParams(`?name=${'a'.repeat(61)}`).name).toBeNull();
    expect(thankYouParams('')).toEqual({ name: null, email: null });
  });
});

describe('<bb-thank-you>', () => {
  it('thanks the visitor by name and says where we will write', () => {
    renderAt('?name=Ana&email=ana%40example.com');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Thank you, Ana!');
    expect(screen.getByText('We will write to you at ana@example.com.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to listings' }).getAttribute('target')).toBe('_top');
  });

  it('shows a plain thanks without (or with broken) parameters, never their markup', () => {
    renderAt('?name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Thank you!');
    expect(document.querySelector('img')).toBeNull();
  });

  it('speaks Spanish', () => {
    renderAt('?name=Ana', 'es');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('¡Gracias, Ana!');
    expect(screen.getByRole('link', { name: 'Volver a las propiedades' })).toBeTruthy();
  });
});
