import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/open-browser';
import { registerClient } from './support/register-client';

// Issue 25: on a phone the demo header's account buttons took two rows ('Iniciar sesión', 'Registrarse'
// and the language switch's 'English' and 'Español' do not fit 351 px side by side).

const PHONE = { width: 375, height: 812 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The company home in a phone's browser whose visitor chose `lang` (stored, as the switch stores it). */
async function phoneHome(context: BrowserContext, lang: 'en' | 'es'): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('bluebonnet:lang', chosen), lang);
  await page.goto(new URL('/', inject('baseUrl')).href);
  return page;
}

async function boxOf(locator: Locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** Each control's box is on the first one's row and inside the menu's, which the header's padding holds. */
async function expectOneRow(menu: Locator, controls: Locator[]) {
  const area = await boxOf(menu);
  const boxes = await Promise.all(controls.map(boxOf));
  const [first] = boxes;
  for (const box of boxes) {
    expect(Math.abs(box.y + box.height / 2 - ((first?.y ?? 0) + (first?.height ?? 0) / 2))).toBeLessThan(4);
    expect(box.x).toBeGreaterThanOrEqual(area.x);
    expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width + 0.5);
  }
  expect(area.x + area.width).toBeLessThanOrEqual(PHONE.width - 12);
}

describe("the demo header's account row on a phone (375 px)", () => {
  it.each([
    ['en', 'Login', 'Sign Up'],
    ['es', 'Iniciar sesión', 'Registrarse'],
  ] as const)(
    'holds %s’s login and sign-up buttons and the language switch on one line',
    async (lang, login, signUp) => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await phoneHome(context, lang);
      const menu = page.locator('bb-account-menu');
      await expectOneRow(menu, [
        menu.getByRole('button', { name: login, exact: true }),
        menu.getByRole('button', { name: signUp, exact: true }),
        // Named by the code the button shows (WCAG 2.5.3, label in name: voice control says what it
        // sees), then by the language's name in its own language for a screen reader.
        menu.getByRole('button', { name: 'EN English', exact: true }),
        menu.getByRole('button', { name: 'ES Español', exact: true }),
      ]);
      // One line of 38 px, not two (82 px).
      expect((await boxOf(menu)).height).toBeLessThan(50);
      await context.close();
    },
  );

  it("holds a signed-in client's menu, however long the name, and the switch on one line", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await registerClient(context, 'Maximiliana Montgomery-Etxeberria de la Fuente');
    const page = await phoneHome(context, 'es');
    const menu = page.locator('bb-account-menu');
    const account = menu.getByRole('button', { name: /^Menú de la cuenta de Maximiliana/ });
    await expectOneRow(menu, [
      account,
      menu.getByRole('button', { name: 'EN English', exact: true }),
      menu.getByRole('button', { name: 'ES Español', exact: true }),
    ]);
    // The name is cut, not the menu: it still opens with the client's links.
    await account.click();
    await menu.getByRole('link', { name: 'Mi panel' }).waitFor();
    await context.close();
  });
});
