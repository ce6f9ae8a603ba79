import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, as DESIGN.md prescribes: no downloads, no background traffic, software WebGL. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * `gpuCompositing`: composite on SwiftShader in the GPU process, as a visitor's browser with a graphics
 * card composites on it, instead of DESIGN.md's `--disable-gpu`. With software compositing every frame
 * the WebGL map draws is read back to the renderer's main thread (40–130 ms at desktop size here),
 * which no browser with working WebGL does; timings of map frames are only meaningful without it.
 */
export function launchChromium(options: { gpuCompositing?: boolean } = {}): Promise<Browser> {
  const args = options.gpuCompositing
    ? [...FLAGS.filter((flag) => flag !== '--disable-gpu'), '--use-angle=swiftshader']
    : FLAGS;
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Console warnings seen so far. */
  warnings: string[];
}

/**
 * Opens `path` of the test server in a fresh context and records what the page complains about.
 * `onPage` gets the page before it is navigated: a listener it adds sees the first load's requests.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: { width?: number; height?: number; locale?: string; onPage?: (page: Page) => void } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  options.onPage?.(page);
  await page.goto(new URL(path, inject('baseUrl')).href);
  return { page, errors, warnings };
}
