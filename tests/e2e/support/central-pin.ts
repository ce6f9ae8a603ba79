import type { Locator, Page } from 'playwright-core';

/**
 * The price tag nearest the middle of `<bb-listings>`'s map: the one a visitor would click. The first
 * tag in the DOM can sit under the map's own controls (Draw, the place search), where a click lands on
 * the control instead, as it would for a visitor, or beyond the map's edges, in the page but out of sight.
 */
export async function centralPin(page: Page): Promise<Locator> {
  const nearest = await page.locator('bb-listings .bb-map').evaluate((map) => {
    const frame = map.getBoundingClientRect();
    const distance = (tag: Element) => {
      const rect = tag.getBoundingClientRect();
      const dx = rect.left + rect.width / 2 - (frame.left + frame.width / 2);
      const dy = rect.top + rect.height / 2 - (frame.top + frame.height / 2);
      return Math.hypot(dx, dy);
    };
    const tags = [...map.querySelectorAll('.bb-pin')];
    if (tags.length === 0) return -1;
    const best = tags.reduce((one, other) => (distance(other) < distance(one) ? other : one));
    return tags.indexOf(best);
  });
  if (nearest < 0) throw new Error('The listings map shows no price tag');
  return page.locator('bb-listings .bb-map .bb-pin').nth(nearest);
}
