/** How many days the schedule-tour strip offers, today included (SPEC §9). */
export const TOUR_STRIP_DAYS = 10;

/** One choice of the strip: 'asap' first, then calendar days as 'YYYY-MM-DD'. */
export interface TourDateChoice {
  /** What the lead sends as `date`. */
  value: string;
  /** `null` for 'ASAP'; otherwise the day, for formatting in the visitor's language. */
  day: { year: number; month: number; date: number; weekday: number } | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The strip of SPEC §2 "Schedule tour": 'ASAP' (value 'asap') and then `days` calendar days starting
 * with `today` ('YYYY-MM-DD', the brokerage's date, so a visitor abroad still sees Texas days). Dates
 * are computed in UTC so no daylight-saving change can skip or repeat a day.
 */
export function tourDateStrip(today: string, days = TOUR_STRIP_DAYS): TourDateChoice[] {
  const [year = 1970, month = 1, date = 1] = today.split('-').map(Number);
  const choices: TourDateChoice[] = [{ value: 'asap', day: null }];
  for (let i = 0; i < days; i++) {
    const at = new Date(Date.UTC(year, month - 1, date + i));
    const day = {
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      date: at.getUTCDate(),
      weekday: at.getUTCDay(),
    };
    choices.push({ value: `${day.year}-${pad(day.month)}-${pad(day.date)}`, day });
  }
  return choices;
}
