import type { Page } from 'playwright-core';

/**
 * How many listings `<bb-listings>`'s visible markers hold, as a visitor can open them: a pin's (or
 * gathered tag's) listings, a cluster's count as its name says it ('1,234 listings').
 */
export function listingsOnMap(page: Page): Promise<number> {
  return page.locator('bb-listings .bb-map').evaluate((map) =>
    [...map.querySelectorAll<HTMLElement>('.bb-pin, .bb-cluster')]
      .filter((marker) => marker.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .reduce((sum, marker) => {
        if (marker.classList.contains('bb-pin'))
          return sum + (marker.dataset.listingKeys ?? '').split(' ').filter(Boolean).length;
        return sum + Number((marker.getAttribute('aria-label') ?? '').replace(/\D/g, ''));
      }, 0),
  );
}
