/**
 * The lower-case, dash-separated form of a name used in URLs and sub-domains (SPEC §2 `/{city}`):
 * 'Round Rock' → 'round-rock', "O'Donnell" → 'odonnell', 'Fort Worth, TX' → 'fort-worth-tx'.
 * Apostrophes and dots are dropped rather than turned into dashes so that names read naturally.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
