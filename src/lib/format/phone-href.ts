/**
 * The `tel:` link of a phone number, in the global form RFC 3966 asks for: a number that already has its
 * '+' keeps it; ten digits (a North American number as Texans write it) or eleven starting with 1 get the
 * +1 country code, so the link dials the same from abroad or from a phone roaming on another network.
 * Anything else keeps its digits as they are.
 */
export function phoneHref(phone: string): string {
  const dialled = phone.replace(/[^\d+]/g, '');
  if (/^\d{10}$/.test(dialled)) return `tel:+1${dialled}`;
  if (/^1\d{10}$/.test(dialled)) return `tel:+${dialled}`;
  return `tel:${dialled}`;
}
