import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { BlogScreen } from '../../../../src/screens/blog/blog-screen';
import { languageChoiceAtom } from '../../../../src/state/language-atom';
import { loginRequestAtom } from '../../../../src/state/require-login-atom';
import { sessionClientAtom, setSessionClientAtom } from '../../../../src/state/session-atom';
import { isVisuallyHidden } from '../../support/is-visually-hidden';
import { type FakeBlogApi, ME, stubBlogApi } from './fake-blog-api';

await loadCatalog('es');

let api: FakeBlogApi;
beforeEach(() => {
  api = stubBlogApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBlog({ signedIn = true, lang = 'en' as Lang } = {}) {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  if (signedIn) store.set(sessionClientAtom, { ClientID: ME[0], PartyName: 'Ana' });
  render(
    <Provider store={store}>
      <BlogScreen blogId={1} />
    </Provider>,
  );
  return store;
}

const commentBy = (text: string) => {
  const paragraph = screen.getByText(text);
  const article = paragraph.closest('article');
  if (!article) throw new Error(`no comment around "${text}"`);
  return within(article as HTMLElement);
};
const commentTexts = () => [...document.querySelectorAll('.blog-comment-text')].map((p) => p.textContent);
const ownActions = (text: string) =>
  // Only the comment's own action row, not its replies'.
  within(
    commentBy(text).getByText(text).parentElement?.querySelector('.blog-comment-actions') as HTMLElement,
  );

describe('<bb-blog>: the post and its thread', () => {
  it('shows the post, the comments with MM/DD/YYYY hh:mm dates, and collapses 4+ replies behind a count', async () => {
    renderBlog();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buying your first home' })).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Comments (8)' })).toBeTruthy();
    // 15:12 UTC is 10:12 AM in Austin.
    expect(commentBy('Is the homestead exemption automatic?').getByText('10/02/2026 10:12 AM')).toBeTruthy();
    expect(screen.queryByText('Reply 1')).toBeNull();
    const toggle = screen.getByRole('button', { name: '5 replies' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText('Reply 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide replies' }).getAttribute('aria-expanded')).toBe('true');
    // Fewer than four replies show inline, with no count button.
    expect(screen.getByText('An answer to Ana')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '1 reply' })).toBeNull();
  });

  it('says when the post does not exist instead of offering a useless Retry', async () => {
    render(
      <Provider store={createStore()}>
        <BlogScreen blogId={404} />
      </Provider>,
    );
    expect(
      await screen.findByText('This blog post could not be found. It may have been taken down.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows markup in a comment as its literal text', async () => {
    renderBlog();
    const text = await screen.findByText('<img src=x onerror="alert(1)"> mine');
    expect(text.querySelector('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says so when the comments cannot be loaded, and Retry loads them', async () => {
    api.offline = true;
    renderBlog();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0));
    api.offline = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) fireEvent.click(retry);
    expect(await screen.findByText('Is the homestead exemption automatic?')).toBeTruthy();
  });
});

describe('<bb-blog>: what the signed-in client can do', () => {
  it('offers Delete only on the client’s own comments, and shows their likes pressed', async () => {
    renderBlog();
    await screen.findByText('Is the homestead exemption automatic?');
    expect(screen.getAllByRole('button', { name: 'Delete your comment' })).toHaveLength(1);
    expect(
      ownActions('<img src=x onerror="alert(1)"> mine').queryByRole('button', {
        name: 'Delete your comment',
      }),
    ).toBeTruthy();
    expect(
      ownActions('Is the homestead exemption automatic?').queryByRole('button', { name: /Delete/ }),
    ).toBeNull();
    const like = ownActions('Is the homestead exemption automatic?').getByRole('button', {
      name: /^Like the comment by Bo Diddley/,
    });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toBe('Like the comment by Bo Diddley 2');
    // Who the like is about is read aloud; the eye sees the icon and the count.
    expect(isVisuallyHidden(within(like).getByText(/^Like the comment by Bo Diddley/))).toBe(true);
    expect(isVisuallyHidden(within(like).getByText('2'))).toBe(false);
  });

  it('posts a comment, clears the box and shows it after the reload', async () => {
    renderBlog();
    await screen.findByText('Is the homestead exemption automatic?');
    const box = screen.getByRole('textbox', { name: 'Comment' });
    fireEvent.change(box, { target: { value: 'What about flood zones?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    await waitFor(() => expect(commentTexts()[0]).toBe('What about flood zones?'));
    expect(api.posts[0]).toEqual({
      path: '/api/add-comment',
      fields: { ClientID: '7', BlogID: '1', blogActivity: 'comment', comment: 'What about flood zones?' },
    });
    expect(screen.getByRole('heading', { name: 'Comments (9)' })).toBeTruthy();
  });

  it('replies at the top of a collapsed thread and opens it to show the reply', async () => {
    renderBlog();
    await screen.findByText('Is the homestead exemption automatic?');
    const reply = ownActions('Is the homestead exemption automatic?').getByRole('button', {
      name: 'Reply to Bo Diddley',
    });
    fireEvent.click(reply);
    expect(reply.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply to Bo Diddley' }), {
      target: { value: 'File it online.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(commentTexts()).toContain('File it online.'));
    const posted = [...document.querySelectorAll('.blog-comment-text')].find(
      (p) => p.textContent === 'File it online.',
    );
    const thread = posted?.closest('ul') as HTMLElement;
    // The parent's replies opened, the new reply first among them, and the reply box closed.
    expect(within(thread).getAllByRole('article')[0]?.textContent).toContain('File it online.');
    expect(within(thread).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Hide replies' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply to Bo Diddley' })).toBeNull();
    // Focus goes back to the Reply button, not to the page behind.
    expect(document.activeElement).toBe(reply);
    expect(api.posts[0]?.fields.blogActivityID_RE).toBe('10');
  });

  it('keeps the text when a post fails and posts it on Retry', async () => {
    renderBlog();
    await screen.findByText('Is the homestead exemption automatic?');
    const box = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Not lost' } });
    api.offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your text is kept');
    expect(box.value).toBe('Not lost');
    api.offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(commentTexts()[0]).toBe('Not lost'));
  });

  it('deletes the client’s own comment after the confirmation, and Cancel keeps it', async () => {
    renderBlog();
    const mine = '<img src=x onerror="alert(1)"> mine';
    await screen.findByText(mine);
    const remove = screen.getByRole('button', { name: 'Delete your comment' });
    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(mine)).toBeTruthy();
    // Cancel gives focus back to Delete.
    expect(document.activeElement).toBe(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Delete your comment' }));
    expect(screen.getByText('Delete this comment? Its replies will be deleted too.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText(mine)).toBeNull());
    // Focus moves to the comments' heading, not to the page behind the removed question.
    expect(document.activeElement?.tagName).toBe('H2');
    expect(document.activeElement?.textContent).toMatch(/^Comments \(\d+\)$/);
    expect(api.posts.at(-1)).toEqual({
      path: '/api/delete-comment',
      fields: { ClientID: '7', CommentID: '20' },
    });
  });

  it('toggles a comment dislike and the post’s like, pressed state and counts following the server', async () => {
    renderBlog();
    await screen.findByText('Is the homestead exemption automatic?');
    const actions = ownActions('Is the homestead exemption automatic?');
    fireEvent.click(actions.getByRole('button', { name: /^Dislike the comment/ }));
    await waitFor(() =>
      expect(actions.getByRole('button', { name: /^Dislike the comment/ }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(actions.getByRole('button', { name: /^Like the comment/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    const postLike = await screen.findByRole('button', { name: 'Like 1' });
    expect(postLike.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(postLike);
    const liked = await screen.findByRole('button', { name: 'Like 2' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('<bb-blog>: guests', () => {
  it('asks a guest to sign in instead of liking, and keeps what they typed', async () => {
    const store = renderBlog({ signedIn: false });
    await screen.findByText('Is the homestead exemption automatic?');
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(
      ownActions('Is the homestead exemption automatic?').getByRole('button', { name: /^Like the comment/ }),
    );
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'comment' });
    store.set(loginRequestAtom, null);

    const box = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Typed before signing in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(store.get(loginRequestAtom)).toEqual({ reason: 'comment' }));
    expect(box.value).toBe('Typed before signing in');
    expect(api.posts).toEqual([]);

    // Signing in from the prompt reaches the comments through the shared store, and posts what waited.
    act(() => store.set(setSessionClientAtom, { ClientID: ME[0], PartyName: 'Ana' }));
    await waitFor(() => expect(commentTexts()[0]).toBe('Typed before signing in'));
    expect(screen.getAllByRole('button', { name: 'Delete your comment' })).toHaveLength(2);
  });
});

describe('<bb-blog>: share and Spanish', () => {
  it('copies the link with a confirmation and links the networks’ share addresses', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderBlog();
    const share = await screen.findByRole('button', { name: 'Share' });
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(location.href.split('#')[0]);
    const facebook = screen.getByRole('link', { name: 'Share on Facebook' });
    expect(facebook.getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      'linkedin.com',
    );
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain('x.com/intent');
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
  });

  it("asks a guest to sign in instead of opening the menu (SPEC §6: share is a client's)", async () => {
    const store = renderBlog({ signedIn: false });
    const share = await screen.findByRole('button', { name: 'Share' });
    fireEvent.click(share);
    expect(store.get(loginRequestAtom)).toEqual({ reason: 'share' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();

    act(() => store.set(sessionClientAtom, { ClientID: ME[0], PartyName: 'Ana' }));
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
  });

  it("closes the share menu on Escape and gives focus back to 'Share'", async () => {
    renderBlog();
    const share = await screen.findByRole('button', { name: 'Share' });
    fireEvent.click(share);
    const copy = screen.getByRole('button', { name: 'Copy link' });
    copy.focus();
    fireEvent.keyDown(copy, { key: 'Escape' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(share);
  });

  it('speaks Spanish, dates day first', async () => {
    renderBlog({ lang: 'es' });
    expect(await screen.findByRole('heading', { name: 'Comentarios (8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '5 respuestas' })).toBeTruthy();
    expect(commentBy('Is the homestead exemption automatic?').getByText('02/10/2026 10:12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publicar comentario' })).toBeTruthy();
  });
});
