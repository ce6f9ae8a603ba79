// El Paso and Hudspeth counties keep Mountain time; the rest of Texas is Central.
const mountainCounties = new Set(['el-paso', 'hudspeth']);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
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

/**
 * The local day ('YYYY-MM-DD') and time ('HH:MM') of a RESO timestamp where the listing is: open-house
 * times are shown as the wall-clock time at the property, and history days as the Texas day, not UTC's.
 */
export function texasClock(timestamp: string, countySubdomain = ''): { date: string; time: string } {
  const zone = mountainCounties.has(countySubdomain) ? 'America/Denver' : 'America/Chicago';
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(timestamp))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}
