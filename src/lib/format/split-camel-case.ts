/**
 * Turns a RESO camel-case name into words: 'SingleFamilyResidence' → 'Single Family Residence',
 * 'HotelMotel' → 'Hotel Motel'. Runs of capitals stay together ('MLSNumber' → 'MLS Number') and text
 * that already has spaces is returned trimmed.
 */
export function splitCamelCase(value: string): string {
  return value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
}
