import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSavedSearchesAtom } from '../../../src/state/local-saved-searches-atom';

const KEY = 'bluebonnet:saved-searches';
const title = (id: number) => `Save Search ${id}`;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('localSavedSearchesAtom', () => {
  it('saves searches with growing ids and titles, and keeps them in localStorage', () => {
    const store = createStore();
    store.set(localSavedSearchesAtom, { kind: 'save', search: '?bath=2', title });
    const second = store.set(localSavedSearchesAtom, { kind: 'save', search: '', title });

    expect(second).toMatchObject({ id: 2, title: 'Save Search 2', search: '' });
    expect(store.get(localSavedSearchesAtom).map((entry) => entry.title)).toEqual([
      'Save Search 1',
      'Save Search 2',
    ]);
    // A new page (a new store) finds them again.
    expect(createStore().get(localSavedSearchesAtom)).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')[0]).toMatchObject({ id: 1, search: '?bath=2' });
  });

  it('renames and deletes, ignoring a blank name', () => {
    const store = createStore();
    store.set(localSavedSearchesAtom, { kind: 'save', search: '?bath=2', title });
    store.set(localSavedSearchesAtom, { kind: 'rename', id: 1, title: '  Near work  ' });
    store.set(localSavedSearchesAtom, { kind: 'rename', id: 1, title: '   ' });
    expect(store.get(localSavedSearchesAtom)[0]?.title).toBe('Near work');

    store.set(localSavedSearchesAtom, { kind: 'delete', id: 1 });
    expect(store.get(localSavedSearchesAtom)).toEqual([]);
    expect(createStore().get(localSavedSearchesAtom)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
  ])('survives storage that is %s, with a warning', (_what, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(KEY, stored);
    const store = createStore();
    expect(store.get(localSavedSearchesAtom)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[bluebonnet\]/));
    // Saving still works and replaces the damaged value.
    store.set(localSavedSearchesAtom, { kind: 'save', search: '', title });
    expect(createStore().get(localSavedSearchesAtom)).toHaveLength(1);
  });

  it('keeps the good entries of a partly damaged list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = { id: 4, title: 'Lake house', search: '?farm=true', savedAt: '2025-01-02T03:04:05.000Z' };
    localStorage.setItem(
      KEY,
      JSON.stringify([good, { id: 'x' }, { ...good, id: 5, search: 'javascript:alert(1)' }, null, good]),
    );
    const store = createStore();
    expect(store.get(localSavedSearchesAtom)).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.set(localSavedSearchesAtom, { kind: 'save', search: '', title })?.id).toBe(5);
  });
});
