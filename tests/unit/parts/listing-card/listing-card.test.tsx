import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingSchema } from '../../../../src/contract';
import { ListingCard } from '../../../../src/parts/listing-card/listing-card';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { pinSavedKeysAtom } from '../../../../src/state/saved-keys-atom';
import { sessionClientAtom } from '../../../../src/state/session-atom';

const listing = v.parse(listingSchema, {
  ListingKeyNumeric: 77,
  MlsStatus: 'Active',
  ListPrice: 549000,
  DOM: 12,
  Address: '1234 Oak Hollow Dr',
  City: 'Austin',
  PostalCode: '78704',
  PhotoCount: 9,
});

const collateralPhoto = (n: number) => `https://collateral.example.com/77/${n}.jpg`;

/** The API as our server answers: photo templates in the config, media lists on the collateral path. */
function fakeApi(url: string): Response {
  const path = new URL(url).pathname;
  if (path === '/api/config') {
    return Response.json({
      photo_url_template: '/photos/{ListingKeyNumeric}/{n}.svg',
      collateral_url_template: '/api/collateral/images/{ListingKeyNumeric}',
    });
  }
  if (path === '/api/collateral/images/88') {
    // An imported listing's image call lists only what our host has stored.
    return Response.json({
      data: [
        { MediaURL: `/media/${STORED}/1920.jpg`, LongDescription: null, img_order: 1, photo_id: STORED },
      ],
    });
  }
  if (path === '/api/collateral/images/77') {
    return Response.json({
      data: [1, 2, 3, 4].map((n) => ({ MediaURL: collateralPhoto(n), LongDescription: null, img_order: n })),
    });
  }
  return new Response('{}', { status: 404 });
}

/** IntersectionObserver under test control: `reveal()` scrolls every observed card into view. */
let observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ callback: this.callback, element });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}

async function reveal() {
  await act(async () => {
    for (const { callback, element } of observed) {
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as never,
      );
    }
    // The card counts as seen after the 300 ms visibility throttle.
    await new Promise((resolve) => setTimeout(resolve, 320));
  });
}

const STORED = 'a'.repeat(32);
/** An imported listing: photo 1 stored on our host, photos 2 and 3 not yet. */
const imported = v.parse(listingSchema, {
  ListingKeyNumeric: 88,
  MlsStatus: 'Active',
  Address: '9 Pecan St',
  PhotoCount: 3,
  photo_ids: [STORED, null, null],
});

function renderCard({ signedIn = false, path = '/listings', shown = listing } = {}) {
  window.history.replaceState(null, '', path);
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  if (signedIn) store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
  render(
    <Provider store={store}>
      <ListingCard listing={shown} />
    </Provider>,
  );
  return store;
}

const currentSlide = () => {
  const slide = document.querySelector('.slide:not([inert])');
  if (!(slide instanceof HTMLElement)) throw new Error('no current slide');
  return within(slide);
};
const counter = () => document.querySelector('.counter')?.textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => fakeApi(input instanceof Request ? input.url : String(input))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListingCard photos', () => {
  it('loads no photo until the card is seen, then the current one and its neighbours only', async () => {
    renderCard({ signedIn: true });
    expect(document.querySelectorAll('img')).toHaveLength(0);
    await reveal();
    const shown = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(shown.sort()).toEqual([1, 2, 9].map((n) => `${window.location.origin}/photos/77/${n}.svg`).sort());
    expect(currentSlide().getByRole('img', { name: 'Photo 1 of 1234 Oak Hollow Dr' })).toBeTruthy();
  });

  it('counts n/total and wraps around both ways', async () => {
    renderCard({ signedIn: true });
    expect(counter()).toBe('1/9');
    previous();
    expect(counter()).toBe('9/9');
    next();
    expect(counter()).toBe('1/9');
    next();
    expect(counter()).toBe('2/9');
  });

  it('falls back to the collateral host, then to the placeholder', async () => {
    renderCard({ signedIn: true });
    await reveal();
    fireEvent.error(currentSlide().getByRole('img'));
    const fallback = await currentSlide().findByRole('img', { name: 'Photo 1 of 1234 Oak Hollow Dr' });
    expect(fallback.getAttribute('src')).toBe(collateralPhoto(1));
    fireEvent.error(fallback);
    expect(currentSlide().getByText('Photo not available')).toBeTruthy();
    expect(currentSlide().queryByRole('img')).toBeNull();
  });
});

describe('ListingCard photos of an imported listing', () => {
  it('shows the photos stored on our host in every size and format, never a drawing', async () => {
    renderCard({ signedIn: true, shown: imported });
    await reveal();
    const photo = currentSlide().getByRole('img', { name: 'Photo 1 of 9 Pecan St' });
    const media = `${window.location.origin}/media/${STORED}`;
    expect(photo.getAttribute('src')).toBe(`${media}/800.jpg`);
    expect(photo.getAttribute('srcset')).toBe(
      `${media}/400.jpg 400w, ${media}/800.jpg 800w, ${media}/1280.jpg 1280w, ${media}/1920.jpg 1920w`,
    );
    expect(photo.getAttribute('sizes')).toBe('(max-width: 640px) 100vw, 400px');
    const sources = [...(photo.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain(`${media}/1280.avif 1280w`);
    const all = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(all.some((src) => src.includes('/photos/'))).toBe(false);
  });

  it('shows the placeholder for a photo not stored yet', async () => {
    renderCard({ signedIn: true, shown: imported });
    await reveal();
    // Photos 2 and 3 (the current photo's neighbours) are not stored: placeholders, no image.
    expect(await screen.findAllByText('Photo not available')).toHaveLength(2);
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });
});

describe('ListingCard for guests', () => {
  it('veils the fifth photo with Unlock + N Photos, which asks the guest to sign in', async () => {
    const store = renderCard();
    await reveal();
    for (let i = 0; i < 3; i += 1) next();
    expect(counter()).toBe('4/9');
    expect(currentSlide().queryByRole('button', { name: /Unlock/ })).toBeNull();
    next();
    expect(counter()).toBe('5/9');
    fireEvent.click(currentSlide().getByRole('button', { name: 'Unlock + 5 Photos' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'photos' });
    // Behind the veil is the fourth photo, blurred: the hidden ones are never fetched.
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources.every((src) => /\/photos\/77\/[1-4]\.svg$/.test(src ?? ''))).toBe(true);
  });

  it('does not skip the collateral photo when the fourth photo fails under its veil too', async () => {
    renderCard();
    await reveal();
    for (let i = 0; i < 3; i += 1) next();
    const broken = `${window.location.origin}/photos/77/4.svg`;
    const copies = document.querySelectorAll(`img[src="${broken}"]`);
    expect(copies).toHaveLength(2);
    for (const img of copies) fireEvent.error(img);
    const fallback = await currentSlide().findByRole('img', { name: 'Photo 4 of 1234 Oak Hollow Dr' });
    expect(fallback.getAttribute('src')).toBe(collateralPhoto(4));
  });

  it('shows a signed-in client the fifth photo itself', async () => {
    renderCard({ signedIn: true });
    await reveal();
    for (let i = 0; i < 4; i += 1) next();
    expect(currentSlide().queryByRole('button', { name: /Unlock/ })).toBeNull();
    expect(currentSlide().getByRole('img', { name: 'Photo 5 of 1234 Oak Hollow Dr' })).toBeTruthy();
  });

  it('asks for a sign-in from the heart and the compare button', () => {
    const store = renderCard();
    const heart = screen.getByRole('button', { name: 'Add to favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'favorite' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'compare' });
  });
});

describe('ListingCard marks', () => {
  it("shows a client's favorite and compared listing as pressed", () => {
    window.history.replaceState(null, '', '/listings');
    const store = createStore();
    store.set(sessionClientAtom, { ClientID: 5, PartyName: 'Ana' });
    store.set(pinSavedKeysAtom, { favorites: new Set([77]), compares: new Set([77]) });
    render(
      <Provider store={store}>
        <ListingCard listing={listing} />
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Add to favorites' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add to compare' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the open-house mark in open-house mode only', () => {
    renderCard({ path: '/open-houses' });
    expect(screen.getByRole('img', { name: 'Open house' })).toBeTruthy();
    renderCard({ path: '/listings?From=2025-06-01' });
    expect(screen.getAllByRole('img', { name: 'Open house' })).toHaveLength(2);
  });

  it('shows no open-house mark on the plain listings page', () => {
    renderCard({ path: '/listings' });
    expect(screen.queryByRole('img', { name: 'Open house' })).toBeNull();
  });

  it("reads a lease's price as a month's rent (the sale's stays the price alone)", () => {
    renderCard({
      path: '/leasing',
      shown: { ...listing, PropertyType: 'ResidentialLease', ListPrice: 2450 },
    });
    expect(screen.getByText('$2,450/mo')).toBeTruthy();
    renderCard();
    expect(screen.getByText('$549,000')).toBeTruthy();
  });
});
