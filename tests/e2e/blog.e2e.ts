import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe-violations';
import { launchChromium, openPage } from './support/open-browser';
import { registerClient } from './support/register-client';

const POST_PATH = '/blog/1/first-home-in-austin';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const blog = (page: Page) => page.locator('bb-blog');
/** The comment whose text is exactly `text` (its <article>, replies included). */
const comment = (page: Page, text: string) =>
  blog(page)
    .locator('article.blog-comment')
    .filter({ has: page.locator(':scope > .blog-comment-text', { hasText: text }) });
/** The action row of that comment only, not of its replies. */
const actionsOf = (page: Page, text: string) => comment(page, text).locator(':scope > .blog-comment-actions');

describe('a blog post with its comments, for a guest', () => {
  it('shows the post, the thread with dates, replies behind their count at 4 or more, and no Delete', async () => {
    const { page, errors } = await openPage(browser, POST_PATH, { width: 1440 });
    await blog(page)
      .getByRole('heading', { level: 1, name: /first home in Austin/ })
      .waitFor();
    await blog(page).getByRole('heading', { name: 'Comments (11)' }).waitFor();
    const maria = comment(page, 'The property tax point is so true');
    // 15:12 UTC on 2 October is 10:12 AM in Austin.
    expect(await maria.locator(':scope > header time').textContent()).toBe('10/02/2026 10:12 AM');
    expect(
      await blog(page).getByText('Williamson and Travis counties both let you apply online.').count(),
    ).toBe(0);
    const toggle = maria.getByRole('button', { name: '5 replies' });
    await toggle.click();
    await blog(page).getByText('Williamson and Travis counties both let you apply online.').waitFor();
    expect(await maria.getByRole('button', { name: 'Hide replies' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // Two replies show inline, without a count button.
    await blog(page).getByText('Now is good. Pre-approval letters').waitFor();
    expect(
      await blog(page)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);
    expect(await blog(page).getByRole('button', { name: 'Like 3' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await axeViolations(page)).toEqual([]);
    // A guest who tries to reply is asked to sign in.
    await actionsOf(page, 'Point 5 saved us').getByRole('button', { name: 'Reply to David Okafor' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await comment(page, 'Point 5 saved us').getByRole('textbox').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shares: a guest is asked to sign in; a client copies the link and the networks are plain links', async () => {
    const { page } = await openPage(browser, POST_PATH, { width: 375 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // SPEC §6: share, like comment and reply, is a client's action.
    await blog(page).getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await blog(page).getByRole('button', { name: 'Copy link' }).isVisible()).toBe(false);
    await registerClient(page.context(), 'Sam Sharer');
    await page.reload();
    await blog(page).getByRole('button', { name: 'Share' }).click();
    // The open menu stays within a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await blog(page).getByRole('button', { name: 'Copy link' }).click();
    await blog(page).getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(POST_PATH);
    const x = blog(page).getByRole('link', { name: 'Share on X' });
    expect(await x.getAttribute('href')).toMatch(/^https:\/\/x\.com\/intent\/tweet\?url=/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a blog post with its comments, for a signed-in client', () => {
  it('comments, replies, likes, and deletes only their own comment', async () => {
    const { page, errors } = await openPage(browser, POST_PATH, { width: 1440 });
    await registerClient(page.context(), 'Erin Tester');
    await page.reload();
    await blog(page).getByRole('heading', { name: 'Comments (11)' }).waitFor();
    // Signed in: no sign-in hint, and no Delete on anyone else's comment.
    await expect.poll(() => blog(page).getByText('Log in to comment').count()).toBe(0);
    expect(await blog(page).getByRole('button', { name: 'Delete your comment' }).count()).toBe(0);

    // A comment, with markup that must stay text.
    const text = 'Does <b>Kyle</b> have good inspectors?';
    await blog(page).getByRole('textbox', { name: 'Comment' }).fill(text);
    await blog(page).getByRole('button', { name: 'Post Comment' }).click();
    const mine = comment(page, text);
    await mine.waitFor();
    expect(await mine.locator(':scope > header strong').textContent()).toBe('Erin Tester');
    expect(await blog(page).locator('.blog-comment-text b').count()).toBe(0);
    expect(await blog(page).getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('');

    // A reply to María's collapsed thread: it opens, the reply first.
    const maria = comment(page, 'The property tax point is so true');
    await actionsOf(page, 'The property tax point is so true')
      .getByRole('button', { name: 'Reply to María García' })
      .click();
    await maria
      .getByRole('textbox', { name: 'Your reply to María García' })
      .fill('Filed mine online, took five minutes.');
    await maria.getByRole('button', { name: 'Post Reply' }).click();
    const firstReply = maria.locator(':scope > .blog-replies > li').first();
    await expect
      .poll(() => firstReply.locator('.blog-comment-text').first().textContent())
      .toBe('Filed mine online, took five minutes.');

    // A like of David's comment is pressed for this client.
    const like = actionsOf(page, 'Point 5 saved us').getByRole('button', {
      name: /^Like the comment by David Okafor/,
    });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toBe('Like the comment by David Okafor 1');

    // Delete shows on the client's two comments only, and deletes after the confirmation.
    expect(await blog(page).getByRole('button', { name: 'Delete your comment' }).count()).toBe(2);
    expect(
      await actionsOf(page, 'Point 5 saved us')
        .getByRole('button', { name: /Delete/ })
        .count(),
    ).toBe(0);
    await actionsOf(page, text).getByRole('button', { name: 'Delete your comment' }).click();
    await blog(page).getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => comment(page, text).count()).toBe(0);
    expect(await blog(page).getByRole('button', { name: 'Delete your comment' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
