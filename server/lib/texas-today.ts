const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today's date in Texas as 'YYYY-MM-DD'. Days on market, "listed in the last N days" and open-house
 * windows are counted in the brokerage's local day, not the server's UTC day.
 */
export function texasToday(now: Date = new Date()): string {
  return formatter.format(now);
}
