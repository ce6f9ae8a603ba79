import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseAtom } from '../../../src/state/api-base-atom';
import { listingsFetchAtom, listingsRetryAtom } from '../../../src/state/listings-result-atom';
import { mapFrameSizeAtom } from '../../../src/state/map-frame-size-atom';
import listingsFixture from '../../fixtures/contract/listings-response.json';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers each listings request with the next of `bodies`. */
function answerWith(bodies: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(bodies.shift()), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('listingsFetchAtom', () => {
  it('keeps the object of a listing that comes back unchanged, so its card is not drawn again', async () => {
    const changed = structuredClone(listingsFixture);
    const [, second] = changed.data.listings;
    if (!second) throw new Error('the fixture has three listings');
    second.ListPrice = '399000';
    answerWith([listingsFixture, changed]);
    const store = createStore();
    store.set(apiBaseAtom, 'http://api.test');
    store.set(mapFrameSizeAtom, { width: 600, height: 600 });

    const before = await store.get(listingsFetchAtom);
    store.set(listingsRetryAtom, 1);
    const after = await store.get(listingsFetchAtom);

    if (!before.ok || !after.ok) throw new Error('both answers parse');
    const [kept, redrawn, alsoKept] = after.value.data.listings;
    expect(kept).toBe(before.value.data.listings[0]);
    expect(alsoKept).toBe(before.value.data.listings[2]);
    expect(redrawn).not.toBe(before.value.data.listings[1]);
    expect(redrawn?.ListPrice).toBe(399000);
    expect(after.value.data.total).toBe(53);
  });
});
