import { describe, expect, it } from 'vitest';
import { popupPlacement } from '../../../../../src/screens/listings/map/popup-placement';

const desktop = { width: 544, height: 718 };
const phone = { width: 359, height: 600 };

describe('popupPlacement (a pin popup shows whole inside the map)', () => {
  it('centres a 320 px popup above a pin with room on every side', () => {
    expect(popupPlacement({ x: 272, y: 500 }, desktop)).toEqual({
      left: 112,
      width: 320,
      bottom: 718 - 500 + 18,
      maxHeight: 300,
    });
  });

  it('opens below a pin near the top, as tall as the room below allows', () => {
    expect(popupPlacement({ x: 272, y: 100 }, desktop)).toMatchObject({ top: 118, maxHeight: 300 });
    // A short map: the popup is no taller than the room, and its content scrolls inside it.
    expect(popupPlacement({ x: 272, y: 100 }, { width: 544, height: 320 })).toMatchObject({
      top: 118,
      maxHeight: 320 - 100 - 18 - 8,
    });
  });

  it('slides the popup of a pin near either side inwards, 8 px from the edge, and narrows on a phone', () => {
    expect(popupPlacement({ x: 10, y: 400 }, phone)).toMatchObject({ left: 8, width: 320 });
    expect(popupPlacement({ x: 350, y: 400 }, phone)).toMatchObject({ left: 359 - 8 - 320 });
    expect(popupPlacement({ x: 100, y: 400 }, { width: 300, height: 600 })).toMatchObject({
      left: 8,
      width: 284,
    });
  });
});
