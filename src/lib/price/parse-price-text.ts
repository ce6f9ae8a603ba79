/**
 * Reads a typed price: digits with an optional '$', thousands commas and spaces ('$1,250,000'), or a
 * number. Anything else (letters, empty text, NaN) is null, so callers decide what "not a price" means:
 * the setters ignore it, the inputs' commit falls back to 0 or the ceiling (SPEC §5).
 */
export function parsePriceText(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}
