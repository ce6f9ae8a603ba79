import * as v from 'valibot';

/**
 * How a value is kept in the browser. localStorage by default; sessionStorage for what should not outlive
 * the tab. JSON by default; `text` keeps the bare string (a language code), as older bundles stored it.
 * With `report`, an entry that is there but unreadable is named in a warning (what the visitor loses).
 */
export interface StoredFormat {
  readonly area?: 'localStorage' | 'sessionStorage';
  readonly text?: boolean;
  readonly report?: string;
}

/** The storage adapter `atomWithStorage` takes (jotai's SyncStorage); setting null removes the entry. */
export interface ValidatedStorage<T> {
  getItem(key: string, initialValue: T): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
  subscribe(key: string, callback: (value: T) => void, initialValue: T): () => void;
}

function storageOf(format: StoredFormat): Storage | null {
  // Even reading the property throws where storage is blocked (Safari with cookies off, sandboxed frames).
  try {
    return globalThis[format.area ?? 'localStorage'] ?? null;
  } catch {
    return null;
  }
}

/**
 * Stored text → the value, when `schema` accepts it. Another script on the host page, an older bundle or
 * a hand edit may have left anything under a key: bad JSON or the wrong shape reads as none (null).
 */
export function parseStored<S extends v.GenericSchema>(
  schema: S,
  text: string | null | undefined,
  format: StoredFormat = {},
): v.InferOutput<S> | null {
  if (text == null) return null;
  let parsed: v.SafeParseResult<S> | null = null;
  try {
    parsed = v.safeParse(schema, format.text ? text : JSON.parse(text));
  } catch {
    // Not JSON: reported below like any other unreadable entry.
  }
  if (parsed?.success) return parsed.output;
  if (format.report)
    console.warn(`[bluebonnet] Ignoring ${format.report} in ${format.area ?? 'localStorage'}: not readable.`);
  return null;
}

/** The value stored under `key`, or null when there is none, it is unreadable, or storage is blocked. */
export function readStored<S extends v.GenericSchema>(
  key: string,
  schema: S,
  format: StoredFormat = {},
): v.InferOutput<S> | null {
  let text: string | null = null;
  try {
    text = storageOf(format)?.getItem(key) ?? null;
  } catch {
    return null;
  }
  return parseStored(schema, text, format);
}

/**
 * Stores `value` (null removes the entry). Unchanged text is not written again, so other tabs' `storage`
 * events mean a real change. Full or blocked storage is not an error: the value still applies on this
 * page, it is just not remembered. Resolves to whether it was stored.
 */
export function writeStored(key: string, value: unknown, format: StoredFormat = {}): boolean {
  try {
    const storage = storageOf(format);
    if (!storage) return false;
    if (value === null) {
      storage.removeItem(key);
      return true;
    }
    const text = format.text ? String(value) : JSON.stringify(value);
    if (storage.getItem(key) !== text) storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls `onChange` with the new value when another tab changes `key` (null when it removed the entry or
 * left something unreadable). `key` null listens to every key of the area. Returns the unsubscribe.
 */
export function subscribeStored<S extends v.GenericSchema>(
  key: string | null,
  schema: S,
  onChange: (value: v.InferOutput<S> | null, key: string | null) => void,
  format: StoredFormat = {},
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storageOf(format)) return;
    // `event.key` null: the other tab cleared the whole area.
    if (key === null || event.key === null || event.key === key) {
      onChange(parseStored(schema, event.newValue, format), event.key);
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
}

/**
 * `atomWithStorage`'s storage for one validated value, in the spirit of jotai's `createJSONStorage`:
 * reading gives only what `schema` accepts (else the atom's initial value), writing never throws, null
 * removes the entry, and a change in another tab reaches the atom.
 */
export function validatedStorage<T>(
  schema: v.GenericSchema<unknown, NonNullable<T>>,
  format: StoredFormat = {},
): ValidatedStorage<T> {
  return {
    getItem: (key, initialValue) => readStored(key, schema, format) ?? initialValue,
    setItem: (key, value) => void writeStored(key, value, format),
    removeItem: (key) => void writeStored(key, null, format),
    subscribe: (key, callback, initialValue) =>
      subscribeStored(key, schema, (value) => callback(value ?? initialValue), format),
  };
}
