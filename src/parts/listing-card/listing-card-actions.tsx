import { useAtomValue, useSetAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { SavedListingKind } from '../../contract';
import { changeSavedAtom } from '../../state/change-saved-atom';
import { listingsFilterAtom } from '../../state/listings-filter-atom';
import { signInFirstAtom } from '../../state/require-login-atom';
import { savedStateAtom } from '../../state/saved-keys-atom';
import { listingNote } from '../../state/saved-note-atom';
import { EMPTY_SAVED_KEYS } from '../../state/saved-state';
import { isSignedInAtom } from '../../state/session-atom';
import { useT } from '../../ui/use-t';
import { SavedFailureMessage } from '../saved/saved-failure-message';
import { SavedIcon, savedIconState } from '../saved/saved-icon';

/**
 * "My lists" and the note editor are loaded in their own chunks, the editor when it first opens: most
 * visitors never open either, and every card carries them.
 */
const SavedListsControl = lazy(() => import('../saved/saved-lists-control'));
const NoteModal = lazy(() => import('../saved/note-modal').then((module) => ({ default: module.NoteModal })));

interface Props {
  listingKey: number;
}

// Positioned over the photo beside the buttons; listings.css styles the buttons themselves.
const failureStyle = {
  position: 'absolute',
  top: '42px',
  right: 0,
  width: '220px',
  margin: 0,
  padding: '6px 8px',
  borderRadius: '6px',
  background: '#fff',
  color: '#b42318',
  boxShadow: '0 2px 8px rgb(0 0 0 / 25%)',
  fontSize: '0.8125rem',
} as const;

/**
 * The card's corner controls (SPEC §2, §4): the open-house mark in open-house mode, the favorite heart,
 * the note button when the listing is in one of the client's lists and has a note, "My lists" (the
 * Favorite, Saved and Possibility flags and the note, on every screen size), and, on desktop
 * (770 px and wider, SPEC §9), the compare button. The heart shows the first list the listing is in
 * (red heart, blue save icon, yellow lightbulb) or a plain heart. Heart and compare toggle the listing
 * in favorites / the compare list at once; a failure puts it back and says why. Guests get the login
 * modal instead, and the listing is added once they sign in from it. As toggle buttons their names stay the same and aria-pressed tells the state.
 */
export function ListingCardActions({ listingKey }: Props) {
  const { t } = useT();
  const signInFirst = useSetAtom(signInFirstAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const change = useSetAtom(changeSavedAtom);
  // Per card: only the cards whose saved state changed re-render.
  const [icon, compared, noteKind] = useAtomValue(
    useMemo(
      () =>
        selectAtom(
          savedStateAtom,
          (state) =>
            [
              savedIconState(listingKey, state?.keys ?? EMPTY_SAVED_KEYS),
              state?.keys.compares.has(listingKey) ?? false,
              listingNote(state, listingKey)?.kind ?? null,
            ] as const,
          (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2],
        ),
      [listingKey],
    ),
  );
  const { openHouses } = useAtomValue(listingsFilterAtom);
  const [noteOpen, setNoteOpen] = useState(false);
  const describedBy = useId();

  const toggle = (kind: SavedListingKind) => {
    if (signedIn) return void change({ kind, listingKey });
    // A guest meant "add": after signing in from the prompt it is added (not toggled off if already there).
    void signInFirst(kind === 'favorite' ? 'favorite' : 'compare').then(
      (client) => client && change({ kind, listingKey, on: true }),
    );
  };

  return (
    <div className="card-actions">
      {openHouses && (
        <span className="open-house" role="img" aria-label={t('card.openHouse')} title={t('card.openHouse')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z" fill="currentColor" />
          </svg>
        </span>
      )}
      {noteKind && (
        <button
          type="button"
          className="card-action note"
          aria-label={t('notes.edit')}
          title={t('notes.edit')}
          onClick={() => setNoteOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" data-icon="note">
            <path
              d="M5 3h10l4 4v14H5zM14 3v5h5M8 12h8M8 16h6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
      <button
        type="button"
        className="card-action favorite"
        aria-pressed={icon === 'favorite'}
        aria-label={t('card.addFavorite')}
        aria-describedby={icon === 'saved' || icon === 'possibility' ? describedBy : undefined}
        data-saved={icon}
        onClick={() => toggle('favorite')}
      >
        <SavedIcon state={icon} />
      </button>
      {/* The blue save icon and the lightbulb tell which other list holds the listing; so does this. */}
      {(icon === 'saved' || icon === 'possibility') && (
        <span id={describedBy} className="bb-visually-hidden">
          {t('saved.savedAs', { lists: t(`card.savedAs.${icon}`) })}
        </span>
      )}
      <Suspense fallback={null}>
        <SavedListsControl listingKey={listingKey} variant="card" />
      </Suspense>
      <button
        type="button"
        className="card-action compare"
        aria-pressed={compared}
        aria-label={t('card.addCompare')}
        onClick={() => toggle('saved')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M7 4v13m0 0-3-3m3 3 3-3M17 20V7m0 0-3 3m3-3 3 3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <SavedFailureMessage listingKey={listingKey} style={failureStyle} />
      {noteKind && noteOpen && (
        <Suspense fallback={null}>
          <NoteModal target={{ kind: noteKind, listingKey }} onClose={() => setNoteOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
