/** The storage adapter `atomWithStorage` takes, for a value kept as one string. */
export interface StoredChoiceStorage<T> {
  getItem(key: string, initialValue: T): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
}

/**
 * localStorage for a visitor's choice (a layout, a switch, a language): reading yields only what `parse`
 * accepts, so a hand-edited or stale value reads as the default, and blocked storage (privacy mode, a
 * sandboxed frame) just means "not remembered": the choice still applies on this page.
 *
 * @param parse the stored text → the value, or null when it is not one we offer
 * @param write the value → the stored text; null removes the entry
 */
export function storedChoiceStorage<T>(
  parse: (raw: string | null | undefined) => T | null,
  write: (value: T) => string | null = String,
): StoredChoiceStorage<T> {
  const remove = (key: string) => {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  };
  return {
    getItem(key, initialValue) {
      try {
        return parse(globalThis.localStorage?.getItem(key)) ?? initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem(key, value) {
      const text = write(value);
      if (text === null) return remove(key);
      try {
        globalThis.localStorage?.setItem(key, text);
      } catch {
        // Still applies on this page.
      }
    },
    removeItem: remove,
  };
}
