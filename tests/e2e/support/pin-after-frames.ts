import type { Page } from 'playwright-core';

/**
 * Frames in which the map has applied a gesture: a drag pans in its next frame, a wheel zooms once its
 * 40 ms wait to tell a mouse from a trackpad is over. Twelve leave room to spare; counted in frames, not
 * milliseconds, the wait keeps the page's own pace on a slow machine.
 */
export const GESTURE_FRAMES = 12;

/** What {@link pinAfterFrames} reads when no marker is shown: the map has left every one behind. */
export const NO_PIN = 'no pin on the map';

/**
 * Where the first pin or cluster of `<bb-listings>`'s map stands on the map, read `frames` animation
 * frames from now. The markers move with the map in the frame it moves in, so an unchanged place means
 * the map held still; {@link NO_PIN} when none is shown, as after a zoom that takes them all out of view.
 */
export async function pinAfterFrames(page: Page, frames: number): Promise<string> {
  await page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    frames,
  );
  // The first marker shown: one the declutter merged into a neighbour's tag is in the DOM but hidden.
  const box = await page.locator('bb-listings [data-bb-marker]:visible').first().boundingBox();
  const map = await page.locator('bb-listings .bb-map-canvas canvas').boundingBox();
  if (!map) throw new Error('The map is not on screen');
  if (!box) return NO_PIN;
  // Measured from the map's corner: a wheel the map lets through scrolls the page, map and pins alike.
  return `${Math.round(box.x - map.x)},${Math.round(box.y - map.y)}`;
}
