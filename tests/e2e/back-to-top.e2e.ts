import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe-violations';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('bb-listings .grid').getAttribute('aria-busy'), { timeout: 20_000 })
    .toBe('false');
}

/** The focused element (through the shadow roots): its tag and class, and where it stands on screen. */
function focused(page: Page) {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    const box = element?.getBoundingClientRect();
    return { tag: element?.tagName.toLowerCase(), className: element?.className, top: box?.top ?? -1 };
  });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(globalThis.scrollY));

describe('back to top', () => {
  it('on a phone: shows past 300 px, takes a keyboard visitor back to the top of the list, axe finds nothing', async () => {
    const { page, errors } = await openPage(browser, '/listings', { width: 375, height: 800 });
    await settled(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await button.count()).toBe(0);

    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 400);
    await button.waitFor();
    // Back above the offset (250 px): the button goes, and leaves nothing for Tab to land on. Seen
    // leaving, so its absence cannot be a render that has not happened yet.
    await page.mouse.wheel(0, -150);
    await expect.poll(() => scrollY(page)).toBe(250);
    await expect.poll(() => button.count()).toBe(0);

    await page.mouse.wheel(0, 2500);
    await button.waitFor();
    // Measured at rest: it slides in by 8 px as it appears.
    await button.evaluate(async (element) => {
      await Promise.all(element.getAnimations().map((run) => run.finished));
    });
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // In the bottom right corner, clear of the screen's edges.
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375 - 12);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800 - 12);
    expect(box?.x).toBeGreaterThan(375 / 2);
    expect(await axeViolations(page)).toEqual([]);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(() => button.count()).toBe(0);
    expect((await focused(page)).className).toBe('listings-screen');
    // The next Tab goes on from the top of the screen, not from the bottom of the list.
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next.top).toBeGreaterThanOrEqual(0);
    expect(next.top).toBeLessThan(800);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a desktop: clear of the map beside the list, and in Spanish', async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900, locale: 'es-MX' });
    await settled(page);
    const map = page.locator('bb-listings .bb-map');
    await map.waitFor({ timeout: 20_000 });
    await page.mouse.move(500, 500);
    await page.mouse.wheel(0, 1500);
    const button = page.getByRole('button', { name: 'Volver arriba' });
    await button.waitFor();
    const [mapBox, buttonBox] = [await map.boundingBox(), await button.boundingBox()];
    if (!mapBox || !buttonBox) throw new Error('the map or the button has no box');
    const apart =
      buttonBox.y >= mapBox.y + mapBox.height ||
      buttonBox.x >= mapBox.x + mapBox.width ||
      buttonBox.y + buttonBox.height <= mapBox.y;
    expect(apart, `map ${JSON.stringify(mapBox)} button ${JSON.stringify(buttonBox)}`).toBe(true);
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.context().close();
  });

  it('jumps at once, with no glide, for a visitor who prefers reduced motion', async () => {
    const { page } = await openPage(browser, 'about:blank', { width: 375, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(new URL('/listings', inject('baseUrl')).href);
    await settled(page);
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 3000);
    const button = page.getByRole('button', { name: 'Back to top' });
    await button.waitFor();
    // Read in the same task as the click: a smooth scroll would only just have begun.
    const after = await button.evaluate((element) => {
      (element as HTMLElement).click();
      return globalThis.scrollY;
    });
    expect(after).toBe(0);
    await page.context().close();
  });
});
