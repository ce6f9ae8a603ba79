import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A page whose visitor asked their system for reduced motion (WCAG 2.3.3). Its clock is Playwright's:
 * time flows as usual, and a test jumps it ahead (`runFor`, firing every timer and animation frame on
 * the way) to show that nothing moved, instead of sleeping that long for real.
 */
async function reducedPage(path: string, width = 1440): Promise<Page> {
  const { page } = await openPage(browser, 'about:blank', { width, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(new URL(path, inject('baseUrl')).href);
  return page;
}

/** Where a keen-slider's slides stand: each slide's transform, as keen sets it. */
const slidePositions = (track: Locator) =>
  track.evaluate((element) =>
    [...element.children]
      .map((slide) => (slide instanceof HTMLElement ? slide.style.transform : ''))
      .join('|'),
  );

describe('reduced motion', () => {
  it('keeps the home slideshow still, with Play offered', async () => {
    const page = await reducedPage('/');
    const current = page.locator('bb-home .home-slide.current');
    await current.waitFor({ timeout: 20_000 });
    const first = await current.getAttribute('aria-label');
    expect(await page.locator('bb-home').getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    // Longer than one slide's time on screen (5 s): nothing advanced on its own.
    await page.clock.runFor(5_600);
    expect(await current.getAttribute('aria-label')).toBe(first);
    await page.context().close();
  });

  it('moves a card photo without the slide: its final place at once', async () => {
    const page = await reducedPage('/listings');
    const card = page.locator('bb-listings article.card').first();
    await card.waitFor({ timeout: 20_000 });
    const track = card.locator('.keen-slider');
    await track.waitFor();
    await card.hover();
    await card.getByRole('button', { name: 'Next photo' }).click();
    // Two frames after the press the slides stand where they end; an animation would still be moving.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const soon = await slidePositions(track);
    await page.clock.runFor(700);
    expect(await slidePositions(track)).toBe(soon);
    expect(await card.locator('.counter').textContent()).toMatch(/^2\//);
    await page.context().close();
  });

  it("neither plays the listing's gallery on its own nor slides it", async () => {
    const page = await reducedPage('/listings');
    await page.locator('bb-listings article.card .address-link').first().click({ timeout: 20_000 });
    await page
      .locator('bb-listings dialog')
      .getByRole('button', { name: /^See all \d+ photos?$/ })
      .first()
      .click({ timeout: 20_000 });
    const gallery = page.locator('bb-listings dialog.bb-gallery');
    const counter = gallery.locator('.photo-counter');
    await counter.waitFor();
    const start = await counter.textContent();
    // Past the autoplay's 1 s delay and 4 s per photo: still the first photo.
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_600);
    expect(await counter.textContent()).toBe(start);

    const track = gallery.locator('.keen-slider');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const soon = await slidePositions(track);
    await page.clock.runFor(700);
    expect(await slidePositions(track)).toBe(soon);
    expect(await counter.textContent()).not.toBe(start);
    await page.context().close();
  });
});
