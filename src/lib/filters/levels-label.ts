/**
 * SPEC §4 level codes 1…5 and the filter values they stand for; code 5 ('3+') is 4 as a minimum and
 * "no limit" (10) as a maximum.
 */
export const LEVEL_CHOICES = [
  { code: 1, value: 1, label: '1' },
  { code: 2, value: 1.5, label: '1.5' },
  { code: 3, value: 2, label: '2' },
  { code: 4, value: 3, label: '3' },
  { code: 5, value: 4, label: '3+' },
] as const;

/**
 * The label of a levels filter value: 1, 1.5, 2, 3, and '3+' for 4 and above (the max '3+' is stored
 * as 10). Other values print as they are. The same in every language: US Spanish writes 1.5 too.
 */
export function levelsLabel(value: number): string {
  return value >= 4 ? '3+' : String(value);
}
