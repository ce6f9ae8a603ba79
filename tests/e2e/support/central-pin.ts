import type { Locator, Page } from 'playwright-core';

/**
 * The price tag nearest the middle of `<bb-listings>`'s map: the one a visitor would click. The first
 * tag in the DOM can sit under the map's own controls (Draw, the place search), where a click lands on
 * the control instead, as it would for a visitor.
 */
export async function centralPin(page: Page): Promise<Locator> {
  const map = await page.locator('bb-listings .bb-map-canvas canvas').boundingBox();
  if (!map) throw new Error('The listings map is not on screen');
  const centre = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
  const pins = page.locator('bb-listings .bb-pin');
  let nearest = { index: -1, distance: Number.POSITIVE_INFINITY };
  for (const [index, pin] of (await pins.all()).entries()) {
    const box = await pin.boundingBox();
    if (!box) continue;
    const distance = Math.hypot(box.x + box.width / 2 - centre.x, box.y + box.height / 2 - centre.y);
    if (distance < nearest.distance) nearest = { index, distance };
  }
  if (nearest.index < 0) throw new Error('The listings map shows no price tag');
  return pins.nth(nearest.index);
}
