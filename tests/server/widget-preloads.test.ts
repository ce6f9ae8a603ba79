import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetPreloads } from '../../server/routes/widget-preloads';

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <script src="/dist/bluebonnet.js" defer></script>
</head>
<body>
  <bb-account-menu></bb-account-menu>
  <main><bb-listings agent="x"></bb-listings></main>
</body>
</html>`;

const REPORT = [
  { file: 'bluebonnet.js', kind: 'loader' },
  { file: 'bb-listings-AAAAAAAA.js', kind: 'widget', tag: 'bb-listings' },
  { file: 'bb-account-menu-BBBBBBBB.js', kind: 'widget', tag: 'bb-account-menu' },
  { file: 'bb-home-CCCCCCCC.js', kind: 'widget', tag: 'bb-home' },
  { file: 'chunk-RUNTIME1.js', kind: 'chunk', loadedBy: ['bb-listings', 'bb-account-menu', 'bb-home'] },
  { file: 'chunk-LISTING1.js', kind: 'chunk', loadedBy: ['bb-listings'] },
  { file: 'chunk-HOMEONLY.js', kind: 'chunk', loadedBy: ['bb-home'] },
  { file: 'chunk-MAPLAZY1.js', kind: 'lazy' },
];

const dirs: string[] = [];
function distWith(report: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'bluebonnet-preloads-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'size-report.json'), JSON.stringify(report));
  return dir;
}
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)">/g)].map((match) => match[1]);

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('widgetPreloads', () => {
  it("preloads, in the head, each widget's entry and the chunks it imports up front, once each", () => {
    const html = widgetPreloads(distWith(REPORT))(PAGE);
    expect(preloaded(html).sort()).toEqual([
      'bb-account-menu-BBBBBBBB.js',
      'bb-listings-AAAAAAAA.js',
      'chunk-LISTING1.js',
      'chunk-RUNTIME1.js',
    ]);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("leaves out other widgets' chunks and the lazy ones (the map engine)", () => {
    const html = widgetPreloads(distWith(REPORT))(PAGE);
    expect(html).not.toContain('chunk-HOMEONLY.js');
    expect(html).not.toContain('chunk-MAPLAZY1.js');
    expect(html).not.toContain('bb-home-CCCCCCCC.js');
  });

  it('leaves the page as it is without a build, or with a report it cannot read', () => {
    expect(widgetPreloads(join(tmpdir(), 'bluebonnet-no-such-dist'))(PAGE)).toBe(PAGE);
    expect(widgetPreloads(distWith({ not: 'a report' }))(PAGE)).toBe(PAGE);
    expect(
      widgetPreloads(distWith([{ file: '../../etc/passwd', kind: 'widget', tag: 'bb-listings' }]))(PAGE),
    ).toBe(PAGE);
  });

  it('follows a new build without a restart', () => {
    const dir = distWith(REPORT);
    const preload = widgetPreloads(dir);
    expect(preloaded(preload(PAGE))).toContain('bb-listings-AAAAAAAA.js');
    writeFileSync(
      join(dir, 'size-report.json'),
      JSON.stringify([{ file: 'bb-listings-ZZZZZZZZ.js', kind: 'widget', tag: 'bb-listings' }]),
    );
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'size-report.json'), later, later);
    expect(preloaded(preload(PAGE))).toEqual(['bb-listings-ZZZZZZZZ.js']);
  });
});
