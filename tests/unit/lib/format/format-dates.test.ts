import { describe, expect, it } from 'vitest';
import { formatCommentDate } from '../../../../src/lib/format/format-comment-date';
import { formatDate } from '../../../../src/lib/format/format-date';

describe('formatDate', () => {
  it('writes month/day/year in English and day/month/year in Spanish', () => {
    expect(formatDate('en', '2026-03-07')).toBe('03/07/2026');
    expect(formatDate('es', '2026-03-07')).toBe('07/03/2026');
  });

  it('ignores a time part and never shifts the day', () => {
    expect(formatDate('en', '2026-12-31T23:30:00-06:00')).toBe('12/31/2026');
    expect(formatDate('en', '2026-01-01 00:00:00')).toBe('01/01/2026');
  });

  it("shows 'N/A' for missing or impossible dates", () => {
    for (const value of [null, undefined, '', 'soon', '2026-02-30', '2026-13-01']) {
      expect(formatDate('en', value)).toBe('N/A');
    }
  });
});

describe('formatCommentDate', () => {
  it('writes MM/DD/YYYY hh:mm in Central Time, with AM/PM in English', () => {
    expect(formatCommentDate('en', '2026-03-07T20:05:00Z')).toBe('03/07/2026 02:05 PM');
    expect(formatCommentDate('en', '2026-03-07T06:05:00Z')).toBe('03/07/2026 12:05 AM');
  });

  it('writes day first and a 24-hour clock in Spanish', () => {
    expect(formatCommentDate('es', '2026-03-07T20:05:00Z')).toBe('07/03/2026 14:05');
    expect(formatCommentDate('es', '2026-03-07T06:05:00Z')).toBe('07/03/2026 00:05');
  });

  it('accepts dates and epoch milliseconds, and another time zone', () => {
    const instant = Date.UTC(2026, 6, 4, 17, 30);
    expect(formatCommentDate('en', instant)).toBe('07/04/2026 12:30 PM');
    expect(formatCommentDate('en', new Date(instant), 'America/Denver')).toBe('07/04/2026 11:30 AM');
  });

  it("shows 'N/A' for unreadable values", () => {
    expect(formatCommentDate('en', 'yesterday')).toBe('N/A');
    expect(formatCommentDate('en', null)).toBe('N/A');
  });
});
