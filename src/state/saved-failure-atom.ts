import { atom } from 'jotai';
import type { SavedListingKind } from '../contract';

/** Why a change to a saved list did not stick: the session ended, or the server could not be reached. */
export type SavedFailureReason = 'session' | 'network';

/** The last change to a saved list that failed and was undone, so the card it came from can say so. */
export interface SavedFailure {
  readonly listingKey: number;
  readonly kind: SavedListingKind;
  readonly reason: SavedFailureReason;
  /** Tells two failures of the same listing apart (each is announced). */
  readonly at: number;
}

export const savedFailureAtom = atom<SavedFailure | null>(null);
