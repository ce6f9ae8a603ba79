import { atom } from 'jotai';
import { createApiClient } from '../api/create-api-client';

/**
 * Where the API lives: the `api-base` attribute of the page's widgets, else the page's own origin. All
 * widgets on a page share one store, so they share one API as well.
 */
export const apiBaseAtom = atom<string>('');

/** The HTTP client for the current API base. */
export const apiClientAtom = atom((get) => createApiClient(get(apiBaseAtom)));
