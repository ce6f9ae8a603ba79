import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingCardActions } from '../../../../src/parts/listing-card/listing-card-actions';
import { SaveSearchButton } from '../../../../src/parts/saved-searches/save-search-button';
import { BlogScreen } from '../../../../src/screens/blog/blog-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { listingsFilterAtom } from '../../../../src/state/listings-filter-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { savedKeysAtom } from '../../../../src/state/saved-keys-atom';
import { setSessionClientAtom } from '../../../../src/state/session-atom';
import { ME, stubBlogApi } from '../blog/fake-blog-api';
import { fakeSavedApi } from './fake-saved-api';

const ANA = { ClientID: 5, PartyName: 'Ana' };

function renderAsGuest(ui: React.ReactNode) {
  const store = createStore();
  store.set(languageChoiceAtom, 'en');
  store.set(setSessionClientAtom, null);
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

/** What the login form does on success: the session's client is set, then the modal closes. */
const signInFromPrompt = (store: ReturnType<typeof createStore>, client: typeof ANA) =>
  act(async () => {
    store.set(setSessionClientAtom, client);
    store.set(loginRequestAtom, null);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the action a guest tried completes after they sign in from the prompt', () => {
  it('a heart: the listing is a favorite once the guest has signed in', async () => {
    const api = fakeSavedApi({
      'POST /api/saved': () => Response.json({ success: true, data: { GatewayListingsSavedID: 9 } }),
    });
    const store = renderAsGuest(<ListingCardActions listingKey={77} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'favorite' });
    await signInFromPrompt(store, ANA);
    await waitFor(() => expect(store.get(savedKeysAtom).favorites.has(77)).toBe(true));
    expect(api.calls.filter((call) => call === 'POST /api/saved')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add to favorites' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('a heart on a listing the account already favors stays a favorite (added, not toggled off)', async () => {
    const api = fakeSavedApi({
      'GET /api/saved-keys-numeric/favorite/5': () => Response.json({ data: [77] }),
    });
    const store = renderAsGuest(<ListingCardActions listingKey={77} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await signInFromPrompt(store, ANA);
    await waitFor(() => expect(store.get(savedKeysAtom).favorites.has(77)).toBe(true));
    expect(api.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('compare: the listing joins the compare list after sign-in', async () => {
    fakeSavedApi({
      'POST /api/saved': () => Response.json({ success: true, data: { GatewayListingsSavedID: 3 } }),
    });
    const store = renderAsGuest(<ListingCardActions listingKey={77} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'compare' });
    await signInFromPrompt(store, ANA);
    await waitFor(() => expect(store.get(savedKeysAtom).compares.has(77)).toBe(true));
  });

  it('a dismissed prompt drops the action: a later sign-in does not favor the listing', async () => {
    const api = fakeSavedApi({});
    const store = renderAsGuest(<ListingCardActions listingKey={77} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    act(() => store.set(loginRequestAtom, null));
    await signInFromPrompt(store, ANA);
    expect(store.get(savedKeysAtom).favorites.has(77)).toBe(false);
    expect(api.calls).not.toContain('POST /api/saved');
  });

  it('save search: a sign-up from the register prompt moves the search into the account', async () => {
    let imported: unknown = null;
    fakeSavedApi({
      'POST /api/v1/saved-search/import': (body) => {
        imported = JSON.parse(body);
        return Response.json({ data: [], imported: 1 });
      },
    });
    window.history.replaceState(null, '', '/listings?minBedsCount=3');
    const store = createStore();
    store.set(languageChoiceAtom, 'en');
    store.set(setSessionClientAtom, null);
    const Button = () => {
      const state = store.get(listingsFilterAtom);
      return <SaveSearchButton state={state} />;
    };
    render(
      <Provider store={store}>
        <Button />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'saveSearch', view: 'register' });
    await signInFromPrompt(store, ANA);
    await waitFor(() => expect(imported).toMatchObject({ clientId: 5, searches: [{ localId: '1' }] }));
    // Moved, not copied: this browser no longer keeps it.
    expect(JSON.parse(localStorage.getItem('bluebonnet:saved-searches') ?? '[]')).toEqual([]);
  });

  it('a like on the post counts once the guest signs in', async () => {
    const api = stubBlogApi();
    const store = renderAsGuest(<BlogScreen blogId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }));
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'comment' });
    await signInFromPrompt(store, { ClientID: ME[0], PartyName: 'Ana' });
    await waitFor(() => expect(api.blogLikes).toContain(ME[0]));
  });

  it('a comment is posted after sign-in, and its draft survives a dismissed prompt', async () => {
    const api = stubBlogApi();
    const store = renderAsGuest(<BlogScreen blogId={1} />);
    const box = (await screen.findByLabelText('Comment')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Is the survey included?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await act(async () => store.set(loginRequestAtom, null));
    expect(box.value).toBe('Is the survey included?');
    expect(api.posts).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await signInFromPrompt(store, { ClientID: ME[0], PartyName: 'Ana' });
    await waitFor(() =>
      expect(api.posts.map((post) => post.fields.comment)).toEqual(['Is the survey included?']),
    );
    await waitFor(() => expect(box.value).toBe(''));
  });
});
