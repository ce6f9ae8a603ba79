import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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

const home = (page: Page) => page.locator('bb-home');
const currentSlide = (page: Page) =>
  home(page).locator('.home-slides-dot[aria-current="true"]').getAttribute('aria-label');

/** Resolves once the tasks already queued (a render React scheduled, say) have run. */
const afterQueuedTasks = () =>
  new Promise<void>((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(null);
  });

describe('the company home banner', () => {
  it('moves on to the next city by itself on desktop, and stops when paused', async () => {
    // Playwright's clock: time flows as usual, and the paused check jumps it ahead instead of sleeping.
    const { page, errors } = await openPage(browser, 'about:blank', { width: 1440 });
    await page.clock.install();
    await page.goto(new URL('/', inject('baseUrl')).href);
    const carousel = home(page).getByRole('region', { name: 'Texas cities' });
    await carousel.waitFor();
    // Screen readers meet the shown slide only, named by its place and city.
    const slide = carousel.getByRole('group');
    expect(await slide.getAttribute('aria-label')).toBe('1 of 5: Austin');
    expect(await currentSlide(page)).toBe('Show Austin');
    await expect.poll(() => currentSlide(page), { timeout: 9_000 }).toBe('Show Dallas');
    expect(await slide.getAttribute('aria-label')).toBe('2 of 5: Dallas');
    expect(await home(page).locator('.home-slide.current img').getAttribute('src')).toMatch(/dallas\.webp$/);

    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Play slideshow' }).waitFor();
    const paused = await currentSlide(page);
    // Longer than one slide's time on screen (5 s), every timer fired on the way; then a message-queue
    // round trip, so a render the timers asked for has happened before the slide is read.
    await page.clock.runFor(6_000);
    await page.evaluate(afterQueuedTasks);
    expect(await currentSlide(page)).toBe(paused);
    expect(errors).toEqual([]);
  });

  it('is one still cover image on a phone (375 px), with no slideshow controls', async () => {
    const { page, errors } = await openPage(browser, '/', { width: 375, height: 800 });
    const cover = home(page).locator('.home-banner.cover img');
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(/\/demo-assets\/home\/cover\.webp$/);
    expect(await home(page).getByRole('region', { name: 'Texas cities' }).count()).toBe(0);
    expect(
      await home(page)
        .getByRole('button', { name: /slideshow/ })
        .count(),
    ).toBe(0);
    await home(page).getByRole('combobox', { name: 'Search Properties' }).waitFor();
    expect(errors).toEqual([]);
  });
});

/** The WCAG contrast of white text on a colour of relative luminance `luminance`. */
const againstWhite = (luminance: number) => 1.05 / (luminance + 0.05);
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/**
 * The contrast of the banner's white title and text with the picture behind them, the text itself
 * hidden: white against the brightest 2 % of the pixels in each text's box (a few stray ones aside).
 */
async function bannerTextContrast(page: Page): Promise<number[]> {
  const boxes = await Promise.all(
    ['.home-title', '.home-lede'].map((sel) => home(page).locator(sel).boundingBox()),
  );
  const texts = home(page).locator('.home-title, .home-lede');
  const hidden = () => texts.evaluateAll((els) => els.map((el) => getComputedStyle(el).visibility).join());
  await texts.evaluateAll((els: HTMLElement[]) => {
    for (const el of els) el.style.setProperty('visibility', 'hidden', 'important');
  });
  await expect.poll(hidden).toBe('hidden,hidden');
  const shot = await page.screenshot();
  await texts.evaluateAll((els: HTMLElement[]) => {
    for (const el of els) el.style.removeProperty('visibility');
  });
  const ratios: number[] = [];
  for (const box of boxes) {
    if (!box) throw new Error('the banner has no title or text');
    const { data, info } = await sharp(shot)
      .extract({
        left: Math.round(box.x),
        top: Math.round(box.y),
        width: Math.round(box.width),
        height: Math.round(box.height),
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const luminances: number[] = [];
    for (let at = 0; at < data.length; at += info.channels)
      luminances.push(
        0.2126 * linear(data[at] ?? 0) +
          0.7152 * linear(data[at + 1] ?? 0) +
          0.0722 * linear(data[at + 2] ?? 0),
      );
    luminances.sort((a, b) => a - b);
    ratios.push(againstWhite(luminances[Math.floor(luminances.length * 0.98)] ?? 1));
  }
  return ratios;
}

describe('the banner text', () => {
  it('stays readable on every city picture: 4.5 : 1 or more (WCAG 1.4.3)', async () => {
    // Reduced motion holds the slides still: each is shown at once when its button is pressed.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(new URL('/', inject('baseUrl')).href);
    const dots = home(page).locator('.home-slides-dot');
    await expect.poll(() => dots.count()).toBe(5);
    for (let index = 0; index < 5; index += 1) {
      await dots.nth(index).click();
      const image = home(page).locator('.home-slide.current img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const city = await currentSlide(page);
      for (const ratio of await bannerTextContrast(page))
        expect(ratio, city ?? '').toBeGreaterThanOrEqual(4.5);
    }
    await context.close();
  });
});

describe('featured agents', () => {
  it('play swaps the photo for the video and shows pause; pause brings the photo back', async () => {
    const { page, errors } = await openPage(browser, '/', { width: 1440 });
    const agents = home(page).getByRole('region', { name: 'Featured Agents' });
    const play = agents.getByRole('button', { name: /^Play video: / }).first();
    await play.waitFor();
    const name = (await play.getAttribute('aria-label'))?.replace('Play video: ', '') ?? '';
    const card = agents.locator('li', { has: page.getByRole('heading', { name }) });
    await expect.poll(() => card.getByRole('img', { name: `Photo of ${name}` }).isVisible()).toBe(true);

    await play.click();
    const pause = card.getByRole('button', { name: `Pause video: ${name}` });
    await pause.waitFor();
    expect(await card.getByRole('img', { name: `Photo of ${name}` }).count()).toBe(0);
    const video = card.locator('video');
    expect(await video.isVisible()).toBe(true);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime > 0)).toBe(true);

    await pause.click();
    await card.getByRole('button', { name: `Play video: ${name}` }).waitFor();
    expect(await card.getByRole('img', { name: `Photo of ${name}` }).isVisible()).toBe(true);
    expect(await video.isVisible()).toBe(false);
    expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the end of a video also brings the photo and the play button back', async () => {
    const { page } = await openPage(browser, '/', { width: 1440 });
    const agents = home(page).getByRole('region', { name: 'Featured Agents' });
    const play = agents.getByRole('button', { name: /^Play video: / }).first();
    await play.waitFor();
    const name = (await play.getAttribute('aria-label'))?.replace('Play video: ', '') ?? '';
    await play.click();
    // The demo videos last five seconds.
    await agents.getByRole('button', { name: `Play video: ${name}` }).waitFor({ timeout: 10_000 });
    expect(await agents.getByRole('img', { name: `Photo of ${name}` }).isVisible()).toBe(true);
  });
});

describe('featured agents from a hostile backend', () => {
  it('shows the sanitised text only: no script runs, no handler, frame or script link survives', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route('**/api/featuredAgents', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<script>globalThis.pwned = 1</script>
<ul class="featured-agents">
  <li class="featured-agent" data-matrix-dir="eve">
    <img class="featured-agent-photo" src="x" onerror="globalThis.pwned = 2">
    <video class="featured-agent-video" src="javascript:alert(3)"></video>
    <h3 class="featured-agent-name"><a href="javascript:globalThis.pwned = 4">Eve</a></h3>
    <p class="featured-agent-bio">Hi <b>there</b><img src=x onerror="globalThis.pwned = 5"><iframe src="/contact"></iframe><svg><script>globalThis.pwned = 6</script></svg></p>
  </li>
</ul>`,
      }),
    );
    await page.goto(new URL('/', inject('baseUrl')).href);
    const agents = home(page).getByRole('region', { name: 'Featured Agents' });
    await agents.getByRole('heading', { name: 'Eve' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (globalThis as { pwned?: number }).pwned)).toBeUndefined();
    const card = agents.locator('li');
    expect(await card.locator('.home-agent-bio b').textContent()).toBe('there');
    expect(await card.locator('iframe, script, [onerror]').count()).toBe(0);
    // The name is no link (its address was a script) and there is no video to play.
    expect(await card.getByRole('link', { name: 'Eve' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /video/ }).count()).toBe(0);
    await context.close();
  });
});

describe('the home search box', () => {
  it("searching a city with beds and a price lands on that city's listings with those filters", async () => {
    const { page, errors } = await openPage(browser, '/', { width: 1440 });
    const general = home(page).getByRole('form', { name: 'General Search' });
    await general.waitFor();

    await general.getByRole('button', { name: /^City/ }).click();
    const city = general.getByRole('combobox', { name: 'City name' });
    await city.fill('Round');
    await general.getByRole('option', { name: 'Round Rock' }).click();
    expect(await general.getByRole('button', { name: /^City/ }).textContent()).toContain('Round Rock');

    await general.getByRole('button', { name: /^Beds/ }).click();
    await general.getByRole('combobox', { name: 'Minimum beds' }).selectOption('3');
    expect(await general.getByRole('button', { name: /^Beds/ }).textContent()).toContain('3 +');

    await general.getByRole('button', { name: /^Price/ }).click();
    const low = general.getByRole('slider', { name: 'Minimum price' });
    await low.focus();
    // Positions 0…19 step 10,000: twenty steps reach 200,000 (SPEC §4).
    for (let step = 0; step < 20; step += 1) await low.press('ArrowRight');
    expect(await low.getAttribute('aria-valuetext')).toBe('$200,000');

    await general.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/round-rock\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/round-rock');
    expect(url.searchParams.get('minBedsCount')).toBe('3');
    expect(url.searchParams.get('minPrice')).toBe('200000');

    const listings = page.locator('bb-listings');
    await listings.locator('article.card').first().waitFor({ timeout: 20_000 });
    const bar = listings.getByRole('search', { name: 'Listing filters' });
    await expect.poll(() => bar.getByRole('button', { name: /^Beds/ }).textContent()).toContain('3 +');
    expect(await bar.getByRole('button', { name: /^Price/ }).textContent()).toContain('200K - Any');
    const beds = await listings.locator('article.card .facts div:first-child dd').allTextContents();
    expect(beds.length).toBeGreaterThan(0);
    for (const count of beds) expect(Number(count)).toBeGreaterThanOrEqual(3);
    const cities = await listings.locator('article.card').allTextContents();
    for (const text of cities) expect(text).toContain('Round Rock');
    expect(errors).toEqual([]);
  });

  it("asks for ZIP codes in batches of 10 and says 'There are no more ZIP codes' when they run out", async () => {
    const { page } = await openPage(browser, '/', { width: 1440 });
    const general = home(page).getByRole('form', { name: 'General Search' });
    await general.getByRole('button', { name: /^ZIP Code/ }).click();
    await general.getByRole('searchbox', { name: 'ZIP code' }).fill('786');
    const codes = general.getByRole('group', { name: 'Chosen ZIP code' }).getByRole('radio');
    await expect.poll(() => codes.count()).toBe(10);
    const more = general.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect.poll(() => codes.count()).toBe(20);
    expect(await codes.nth(10).getAttribute('name')).toBe(await codes.first().getAttribute('name'));

    // '7873' has exactly ten codes: the next batch is empty.
    await general.getByRole('searchbox', { name: 'ZIP code' }).fill('7873');
    await expect.poll(() => codes.count()).toBe(10);
    await more.click();
    await expect.poll(() => more.isDisabled()).toBe(true);
    expect(await codes.count()).toBe(10);
    await home(page).getByText('There are no more ZIP codes').waitFor();
    // The toast goes away by itself after 2 seconds (SPEC §9).
    await home(page).getByText('There are no more ZIP codes').waitFor({ state: 'detached', timeout: 5_000 });
  });
});

describe('the company home for everyone', () => {
  it('axe finds nothing on desktop, with a playing video and with the City and ZIP dropdowns open', async () => {
    const { page } = await openPage(browser, '/', { width: 1440, height: 900 });
    await home(page)
      .getByRole('button', { name: /^Play video: / })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await home(page)
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    await home(page)
      .getByRole('button', { name: /^Pause video: / })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const general = home(page).getByRole('form', { name: 'General Search' });
    await general.getByRole('button', { name: /^City/ }).click();
    await general.getByRole('combobox', { name: 'City name' }).fill('Aus');
    await general.getByRole('option', { name: 'Austin' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await general.getByRole('button', { name: /^ZIP Code/ }).click();
    await general.getByRole('searchbox', { name: 'ZIP code' }).fill('787');
    await general.getByRole('radio', { name: '78701' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keeps the landing page's source in session storage for later leads (SPEC §2)", async () => {
    const { page } = await openPage(browser, '/?source=spring-mailer', { width: 1440 });
    await home(page).getByRole('combobox', { name: 'Search Properties' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('bluebonnet:source'))).toBe('spring-mailer');
  });

  it('speaks Spanish when the page asks for it', async () => {
    const { page, errors } = await openPage(browser, '/', { width: 1440, locale: 'es-MX' });
    await home(page).getByRole('heading', { name: 'Encuentre su lugar en Texas' }).waitFor();
    await home(page).getByRole('combobox', { name: 'Buscar propiedades' }).waitFor();
    await home(page)
      .getByRole('button', { name: /^Pausar la presentación/ })
      .waitFor();
    await home(page)
      .getByRole('button', { name: /^Reproducir video: / })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });
});
