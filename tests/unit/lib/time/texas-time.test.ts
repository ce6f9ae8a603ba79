import { describe, expect, it } from 'vitest';
import { texasClock, texasToday } from '../../../../src/lib/time/texas-time';

describe('Texas time', () => {
  it("reads today in Texas, not in the visitor's or the server's zone", () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in Austin.
    expect(texasToday(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(texasToday(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
  });

  it('follows daylight saving time: 5 hours behind UTC in summer, 6 in winter', () => {
    expect(texasClock('2026-07-04T17:30:00Z')).toEqual({ date: '2026-07-04', time: '12:30' });
    expect(texasClock('2026-12-04T17:30:00Z')).toEqual({ date: '2026-12-04', time: '11:30' });
  });

  it('shows an open house in El Paso and Hudspeth counties on Mountain time', () => {
    expect(texasClock('2026-12-05T20:00:00Z', 'el-paso')).toEqual({ date: '2026-12-05', time: '13:00' });
    expect(texasClock('2026-12-05T20:00:00Z', 'hudspeth').time).toBe('13:00');
    expect(texasClock('2026-12-05T20:00:00Z', 'travis').time).toBe('14:00');
  });
});
