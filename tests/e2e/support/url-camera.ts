import type { Page } from 'playwright-core';

/** The map camera the page's URL names (SPEC §2: zoom, centerLatitude, centerLongitude); NaN where absent. */
export function urlCamera(page: Page): { zoom: number; lat: number; lng: number } {
  const params = new URL(page.url()).searchParams;
  return {
    zoom: Number(params.get('zoom') ?? Number.NaN),
    lat: Number(params.get('centerLatitude') ?? Number.NaN),
    lng: Number(params.get('centerLongitude') ?? Number.NaN),
  };
}
