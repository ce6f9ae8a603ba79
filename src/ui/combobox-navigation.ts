/** Keys that move the active option of an open combobox. */
export type ComboboxMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The active option after a move among `count` options; -1 means none (the caret is in the text).
 * Arrow keys wrap around, as in the APG combobox examples, so the last result is one key away.
 */
export function moveActiveOption(current: number, count: number, move: ComboboxMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 ? count - 1 : current - 1;
  }
}
