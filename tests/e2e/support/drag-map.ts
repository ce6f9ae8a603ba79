import type { Page } from 'playwright-core';

/**
 * Drags `<bb-listings>`'s map by (`dx`, `dy`) px with the mouse, as a visitor does, from a point of bare
 * map it returns: a press on a marker would open it instead of dragging.
 */
export async function dragMap(page: Page, dx: number, dy: number): Promise<{ x: number; y: number }> {
  const box = await page.locator('bb-listings .bb-map-canvas canvas').boundingBox();
  if (!box) throw new Error('The map canvas is not on screen');
  const start = await page.evaluate(
    ({ left, top, width, height }) => {
      const root = document.querySelector('bb-listings')?.shadowRoot;
      for (let row = 2; row <= 8; row += 1) {
        for (let column = 2; column <= 8; column += 1) {
          const x = left + (width * column) / 10;
          const y = top + (height * row) / 10;
          if (root?.elementFromPoint(x, y)?.tagName === 'CANVAS') return { x, y };
        }
      }
      return { x: left + width / 2, y: top + height / 2 };
    },
    { left: box.x, top: box.y, width: box.width, height: box.height },
  );
  const { x, y } = start;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  await page.mouse.up();
  return start;
}
