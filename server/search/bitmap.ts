/** One bit per slot of the index, 32 to a word. */
export type Bitmap = Uint32Array;

/** The bitmap of the slots 0 … `size` - 1 for which `has` holds. */
export function bitmapOf(size: number, has: (slot: number) => boolean): Bitmap {
  const words = new Uint32Array(Math.ceil(size / 32));
  for (let slot = 0; slot < size; slot++) {
    if (has(slot)) words[slot >>> 5] = (words[slot >>> 5] as number) | (1 << (slot & 31));
  }
  return words;
}

/** The bitmap of the slots in every one of `bitmaps` (all of one size; at least one). */
export function allOf(bitmaps: readonly Bitmap[]): Bitmap {
  const [first, ...rest] = bitmaps;
  const result = Uint32Array.from(first ?? []);
  for (const bitmap of rest)
    for (let i = 0; i < result.length; i++) result[i] = (result[i] as number) & (bitmap[i] as number);
  return result;
}

/** Calls `visit` with every slot set in `bitmap`, in ascending order. */
export function forEachSet(bitmap: Bitmap, visit: (slot: number) => void): void {
  for (let i = 0; i < bitmap.length; i++) {
    let word = bitmap[i] as number;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      visit((i << 5) | bit);
      word &= word - 1;
    }
  }
}
