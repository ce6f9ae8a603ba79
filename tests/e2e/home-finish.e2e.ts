import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const home = (page: Page) => page.locator('bb-home');

describe('the home search box', () => {
  it('offers only the chosen city’s ZIP codes, and opening City or ZIP puts the cursor in its box', async () => {
    const { page, errors } = await openPage(browser, '/', { width: 1440 });
    const general = home(page).getByRole('form', { name: 'General Search' });
    await general.getByRole('button', { name: /^City/ }).click();
    const city = general.getByRole('combobox', { name: 'City name' });
    await expect.poll(() => city.evaluate((input) => input.matches(':focus'))).toBe(true);
    await page.keyboard.type('Round');
    await general.getByRole('option', { name: 'Round Rock' }).click();

    await general.getByRole('button', { name: /^ZIP Code/ }).click();
    const zip = general.getByRole('searchbox', { name: 'ZIP code' });
    await expect.poll(() => zip.evaluate((input) => input.matches(':focus'))).toBe(true);
    // Without typing, the list is Round Rock's own ZIP codes, as the API's city list names them.
    const answer = await fetch(new URL('/api/v1/map/cities/round-rock/postal-codes', inject('baseUrl')));
    const { data } = (await answer.json()) as { data: { 'ZIP Code': string }[] };
    const roundRock = data.map((row) => row['ZIP Code']).sort();
    expect(roundRock.length).toBeGreaterThan(0);
    const codes = general.getByRole('group', { name: 'Chosen ZIP code' }).getByRole('radio');
    await expect
      .poll(async () =>
        (await codes.evaluateAll((radios) => radios.map((r) => r.parentElement?.textContent))).sort(),
      )
      .toEqual(roundRock);

    // Typing narrows that list; a code of another city ('780…', San Antonio's) is never offered.
    await page.keyboard.type('780');
    await general.getByText('No results found for 780.').waitFor();
    expect(await codes.count()).toBe(0);
    const first = roundRock[0] ?? '';
    await zip.fill(first.slice(0, 4));
    await expect.poll(() => codes.first().evaluate((radio) => radio.parentElement?.textContent)).toBe(first);
    expect(errors).toEqual([]);
  });
});

describe('featured agents', () => {
  it('plays one video at a time: starting a second pauses the first and brings its photo back', async () => {
    const { page, errors } = await openPage(browser, '/', { width: 1440 });
    const agents = home(page).getByRole('region', { name: 'Featured Agents' });
    const plays = agents.getByRole('button', { name: /^Play video: / });
    await expect.poll(() => plays.count()).toBeGreaterThan(1);
    const names = (
      await plays.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))
    ).map((label) => label?.replace('Play video: ', '') ?? '');
    const [first = '', second = ''] = names;
    const card = (name: string) => agents.locator('li', { has: page.getByRole('heading', { name }) });

    await agents.getByRole('button', { name: `Play video: ${first}` }).click();
    const firstVideo = card(first).locator('video');
    await expect
      .poll(() => firstVideo.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0))
      .toBe(true);

    await agents.getByRole('button', { name: `Play video: ${second}` }).click();
    await card(second)
      .getByRole('button', { name: `Pause video: ${second}` })
      .waitFor();
    await card(first)
      .getByRole('button', { name: `Play video: ${first}` })
      .waitFor();
    expect(await firstVideo.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    expect(
      await card(first)
        .getByRole('img', { name: `Photo of ${first}` })
        .isVisible(),
    ).toBe(true);
    const playing = await agents
      .locator('video')
      .evaluateAll(
        (videos) => videos.filter((video) => video instanceof HTMLVideoElement && !video.paused).length,
      );
    expect(playing).toBe(1);
    expect(errors).toEqual([]);
  });
});
