import { describe, expect, it } from 'vitest';
import { popupCentreX } from '../../../../../src/screens/listings/map/popup-centre-x';

describe('popupCentreX (a pin popup shows whole inside the map)', () => {
  it('centres the popup over a pin with room on both sides', () => {
    expect(popupCentreX(270, 540)).toBe(270);
  });

  it('slides the popup of a pin near the left or right side inwards, 8 px from the edge', () => {
    // A phone's map, 359 px wide: the popup is 280 px.
    expect(popupCentreX(120, 359)).toBe(148);
    expect(popupCentreX(340, 359)).toBe(359 - 148);
    expect(popupCentreX(-20, 359)).toBe(148);
  });

  it('narrows with a map narrower than the popup, and stays centred when nothing fits', () => {
    expect(popupCentreX(0, 300)).toBe(135 + 8);
    expect(popupCentreX(0, 10)).toBe(5);
  });
});
