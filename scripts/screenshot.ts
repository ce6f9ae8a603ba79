/**
 * `npx tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT] [--full]`: a screenshot of a page in Debian's
 * Chromium, for looking at screens as a visitor would (desktop 1440, phone 375). Prints console errors.
 */
import { launchChromium } from '../tests/e2e/support/open-browser';

const [url, out, width = '1440', height = '900'] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT] [--full]');
  process.exit(2);
}
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const problems: string[] = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
});
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
// Card photos wait until a card has been on screen for 300 ms (SPEC §9), then load: give them a moment.
await page.waitForTimeout(1500);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
console.info(`${out}${problems.length ? `\n  ${problems.join('\n  ')}` : ' (no console errors)'}`);
await browser.close();
