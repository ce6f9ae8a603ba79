import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { SavedListingEntry, SavedListingKind } from '../../contract';
import type { NoteTarget } from '../../parts/saved/note-modal';
import { changeSavedAtom } from '../../state/change-saved-atom';
import { useT } from '../../ui/use-t';

/**
 * What the favorites and compare screens do with one of their listings: open its note, and remove it,
 * saying so to a screen reader (the card or column goes away at once; a failure puts it back).
 */
export function useSavedRows(kind: SavedListingKind) {
  const { t } = useT();
  const change = useSetAtom(changeSavedAtom);
  const [note, setNote] = useState<NoteTarget | null>(null);
  const [announced, setAnnounced] = useState('');
  return {
    note,
    announced,
    openNote: (entry: SavedListingEntry) =>
      setNote({ kind, listingKey: entry.ListingKeyNumeric, address: entry.Address }),
    closeNote: () => setNote(null),
    remove: (entry: SavedListingEntry) => {
      setAnnounced(t('saved.removed', { address: entry.Address ?? t('common.notAvailable') }));
      void change({ kind, listingKey: entry.ListingKeyNumeric, on: false });
    },
  };
}
