import { describe, expect, it } from 'vitest';
import { TOUR_STRIP_DAYS, tourDateStrip } from '../../../../src/lib/tour/tour-date-strip';
import {
  clampTourStrip,
  stepTourStrip,
  TOUR_STRIP_LIMIT,
  TOUR_STRIP_STEP,
  tourStripArrows,
} from '../../../../src/lib/tour/tour-strip-offset';

describe('tourDateStrip', () => {
  it('starts with ASAP, then 10 days from today', () => {
    const strip = tourDateStrip('2026-11-23');
    expect(strip).toHaveLength(TOUR_STRIP_DAYS + 1);
    expect(strip[0]).toEqual({ value: 'asap', day: null });
    expect(strip[1]?.value).toBe('2026-11-23');
    expect(strip.at(-1)?.value).toBe('2026-12-02');
    expect(strip[1]?.day?.weekday).toBe(1); // a Monday
  });

  it('crosses month and year ends and the daylight-saving change without skipping a day', () => {
    expect(
      tourDateStrip('2026-12-28')
        .map((c) => c.value)
        .slice(4, 6),
    ).toEqual(['2026-12-31', '2027-01-01']);
    const november = tourDateStrip('2026-10-30').map((c) => c.value);
    expect(november.slice(1, 5)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('tour strip offset', () => {
  it('steps 265 px and stops at -460 px', () => {
    expect(TOUR_STRIP_STEP).toBe(265);
    expect(stepTourStrip(0, -1)).toBe(-265);
    expect(stepTourStrip(-265, -1)).toBe(TOUR_STRIP_LIMIT);
    expect(stepTourStrip(TOUR_STRIP_LIMIT, -1)).toBe(-460);
    expect(stepTourStrip(-460, 1)).toBe(-195);
    expect(stepTourStrip(-195, 1)).toBe(0);
    expect(clampTourStrip(40)).toBe(0);
  });

  it('disables the previous arrow at first and the next one at the limit', () => {
    expect(tourStripArrows(0)).toEqual({ previous: false, next: true });
    expect(tourStripArrows(-265)).toEqual({ previous: true, next: true });
    expect(tourStripArrows(-460)).toEqual({ previous: true, next: false });
  });
});
