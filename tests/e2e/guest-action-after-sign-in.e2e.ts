import type { Browser, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/open-browser';
import { registerClient } from './support/register-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const at = (path: string) => new URL(path, inject('baseUrl')).href;
const sessionSchema = v.object({ Client: v.nullable(v.object({ PartyEmail: v.string() })) });
const keysSchema = v.object({ data: v.array(v.number()) });

describe('a guest who is asked to sign in', () => {
  it('finds the listing they hearted a favorite once they sign in from the login modal', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    // An account of theirs, then a browser that is not signed in to it.
    const clientId = await registerClient(context);
    const session = v.parse(sessionSchema, await (await context.request.get(at('/api/session'))).json());
    const email = session.Client?.PartyEmail ?? '';
    await context.clearCookies();

    const page: Page = await context.newPage();
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.goto(at('/listings'));
    const card = page.locator('bb-listings').getByRole('article').first();
    await card.waitFor();
    const address = (await card.locator('.address-link').textContent()) ?? '';
    const heart = card.getByRole('button', { name: 'Add to favorites' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();

    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Login' }).waitFor();
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password').fill('bluebonnet-e2e-2026');
    await modal.getByRole('button', { name: 'Login' }).click();
    await modal.waitFor({ state: 'detached' });

    // The same card, now a favorite, without a second click; and the server has it.
    const same = page.locator('bb-listings').getByRole('article').filter({ hasText: address }).first();
    await expect
      .poll(() => same.getByRole('button', { name: 'Add to favorites' }).getAttribute('aria-pressed'))
      .toBe('true');
    const keys = v.parse(
      keysSchema,
      await (await context.request.get(at(`/api/saved-keys-numeric/favorite/${clientId}`))).json(),
    );
    expect(keys.data).toHaveLength(1);
    await context.close();
  });
});
