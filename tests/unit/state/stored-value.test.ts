import { createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, validatedStorage, writeStored } from '../../../src/state/stored-value';

const KEY = 'test:choice';
const choiceSchema = v.object({ beds: v.pipe(v.number(), v.integer(), v.minValue(0)) });
type Choice = v.InferOutput<typeof choiceSchema>;
const DEFAULT: Choice = { beds: 0 };

const choiceAtom = () =>
  atomWithStorage<Choice | null>(KEY, DEFAULT, validatedStorage<Choice | null>(choiceSchema), {
    getOnInit: true,
  });

/** A localStorage that records its writes; with `full`, every write throws as Safari's private mode does. */
function fakeStorage({ full = false } = {}): Storage & { writes: string[] } {
  const items = new Map<string, string>();
  const writes: string[] = [];
  const refuse = () => {
    if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    writes,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      refuse();
      writes.push(key);
      items.set(key, value);
    },
    removeItem(key) {
      refuse();
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a validated stored value', () => {
  it('is remembered for the next page, and choosing none removes it', () => {
    const store = createStore();
    store.set(choiceAtom(), { beds: 3 });
    expect(createStore().get(choiceAtom())).toEqual({ beds: 3 });
    store.set(choiceAtom(), null);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{beds'],
    ['the wrong shape', '{"beds":"three"}'],
    ['an older format', '3'],
  ])('reads as the default when the entry is %s, quietly unless asked to report', (_what, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(KEY, text);
    expect(createStore().get(choiceAtom())).toEqual(DEFAULT);
    expect(warn).not.toHaveBeenCalled();
    expect(readStored(KEY, choiceSchema, { report: 'the bed choice' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('[bluebonnet] Ignoring the bed choice in localStorage: not readable.');
  });

  it('keeps working on the page when storage refuses writes (private mode, quota)', () => {
    vi.stubGlobal('localStorage', fakeStorage({ full: true }));
    const store = createStore();
    const atom = choiceAtom();
    expect(() => store.set(atom, { beds: 2 })).not.toThrow();
    expect(store.get(atom)).toEqual({ beds: 2 });
    expect(writeStored(KEY, { beds: 2 })).toBe(false);
  });

  it('reads as the default when even touching storage throws (cookies blocked, sandboxed frame)', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const store = createStore();
      const atom = choiceAtom();
      expect(store.get(atom)).toEqual(DEFAULT);
      expect(() => store.set(atom, { beds: 1 })).not.toThrow();
      expect(store.get(atom)).toEqual({ beds: 1 });
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
    }
  });

  it('does not write unchanged text again, so other tabs hear only real changes', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    writeStored(KEY, { beds: 1 });
    writeStored(KEY, { beds: 1 });
    writeStored(KEY, { beds: 2 });
    expect(storage.writes).toEqual([KEY, KEY]);
  });

  it('keeps a bare text value as it is, for keys older bundles wrote that way', () => {
    writeStored('test:lang', 'es', { text: true });
    expect(localStorage.getItem('test:lang')).toBe('es');
    expect(readStored('test:lang', v.picklist(['en', 'es']), { text: true })).toBe('es');
  });

  it('follows a change made in another tab, and ignores the other storage area', () => {
    const store = createStore();
    const atom = choiceAtom();
    const seen: (Choice | null)[] = [];
    const stop = store.sub(atom, () => seen.push(store.get(atom)));
    const fromOtherTab = (storageArea: Storage, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue, storageArea }));

    fromOtherTab(localStorage, '{"beds":4}');
    expect(store.get(atom)).toEqual({ beds: 4 });
    fromOtherTab(sessionStorage, '{"beds":5}');
    expect(store.get(atom)).toEqual({ beds: 4 });
    fromOtherTab(localStorage, 'garbage');
    expect(store.get(atom)).toEqual(DEFAULT);
    expect(seen).toEqual([{ beds: 4 }, DEFAULT]);
    stop();
  });

  it('keeps a sessionStorage value out of localStorage', () => {
    writeStored(KEY, { beds: 1 }, { area: 'sessionStorage' });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readStored(KEY, choiceSchema, { area: 'sessionStorage' })).toEqual({ beds: 1 });
  });
});
