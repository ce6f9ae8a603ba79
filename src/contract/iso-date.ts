import * as v from 'valibot';

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A 'YYYY-MM-DD' calendar date in a request (open-house From/To, tour date); rejects '2025-02-30'. */
export const isoDateSchema = v.pipe(
  v.string(),
  v.isoDate("Expected a 'YYYY-MM-DD' date"),
  v.check(isCalendarDate, "Expected a 'YYYY-MM-DD' date"),
);
