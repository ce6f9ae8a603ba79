/**
 * The initials shown in place of an agent's portrait when there is none: the first letters of the first
 * and last words of the name ('María de la Cruz' → 'MC'), upper-cased; '?' for a name with no letters.
 */
export function agentInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  const letter = (word: string | undefined) => (word ? (/\p{L}/u.exec(word)?.[0] ?? '') : '');
  const initials = `${letter(first)}${letter(last)}`.toLocaleUpperCase();
  return initials === '' ? '?' : initials;
}
