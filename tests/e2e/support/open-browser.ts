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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Console warnings seen so far. */
  warnings: string[];
}

/** Opens `path` of the test server in a fresh context and records what the page complains about. */
export async function openPage(
  browser: Browser,
  path: string,
  options: { width?: number; height?: number; locale?: string } = {},
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
  await page.goto(new URL(path, inject('baseUrl')).href);
  return { page, errors, warnings };
}
