/**
 * The label of the Bath filter button: '2+' for at least two bathrooms, or null for Any (0) so the
 * button keeps its name. Digits only, so the same in every language.
 */
export function bathPreview(value: number): string | null {
  return Number.isFinite(value) && value > 0 ? `${value}+` : null;
}
