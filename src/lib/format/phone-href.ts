/** The `tel:` link of a phone number: its digits (and a leading '+'), nothing else. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
