/** The spelling-free identity of a sub-type: 'Single Family Residence' and 'SingleFamilyResidence' are one. */
const identity = (subType: string) => subType.replace(/\s+/g, '');

/**
 * Turns one sub-type on or off. SPEC §3: 'Single Family Residence' toggles its camel-case and spaced
 * spellings together. The contract only lists camel case, but a state built from older data may hold the
 * spaced one; both are dropped before the camel-case name is added, so a box never sticks half on.
 * Order is left to `normalizeFilterState`, which keeps the catalogue order.
 */
export function toggleSubType(subTypes: readonly string[], subType: string, on: boolean): string[] {
  const kept = subTypes.filter((chosen) => identity(chosen) !== identity(subType));
  return on ? [...kept, identity(subType)] : kept;
}

/** Whether a sub-type is chosen, in either spelling. */
export function hasSubType(subTypes: readonly string[], subType: string): boolean {
  return subTypes.some((chosen) => identity(chosen) === identity(subType));
}
