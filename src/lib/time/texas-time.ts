/**
 * Texas time, in one place for the widgets and the server: the brokerage's day and wall clock, whatever
 * zone the visitor's browser or the server's machine is in. Days on market, "listed in the last N days",
 * open-house windows, tour dates, comment times and the dates in lead e-mails all count in it.
 */

/** Central Time: the brokerage's zone, and Texas's but for two counties. */
export const TEXAS_TIME_ZONE = 'America/Chicago';

// El Paso and Hudspeth counties keep Mountain time; the rest of Texas is Central.
const MOUNTAIN_COUNTIES = new Set(['el-paso', 'hudspeth']);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  const found = formatters.get(timeZone);
  if (found) return found;
  const created = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  formatters.set(timeZone, created);
  return created;
}

function wallClock(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    clockFormatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today's date in Texas as 'YYYY-MM-DD', not the server's UTC day or the visitor's own. */
export function texasToday(now: Date = new Date()): string {
  return wallClock(now, TEXAS_TIME_ZONE).date;
}

/**
 * The local day ('YYYY-MM-DD') and time ('HH:MM') of a timestamp where the listing is: open-house times
 * are shown as the wall-clock time at the property, and history days as the Texas day, not UTC's.
 */
export function texasClock(timestamp: string, countySubdomain = ''): { date: string; time: string } {
  return wallClock(
    new Date(timestamp),
    MOUNTAIN_COUNTIES.has(countySubdomain) ? 'America/Denver' : TEXAS_TIME_ZONE,
  );
}
