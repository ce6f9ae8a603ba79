import { useAtomValue } from 'jotai';
import type { SavedListingEntry, SavedListingKind } from '../../contract';
import { savedStateAtom } from '../../state/saved-keys-atom';
import { recordKey } from '../../state/saved-state';
import { useT } from '../../ui/use-t';

/** An entry's note (as text) with Edit / Add a note, and Remove. */
export function SavedItemFooter({
  entry,
  onNote,
  onRemove,
  removeLabel,
  kind = 'favorite',
}: {
  entry: SavedListingEntry;
  onNote: () => void;
  onRemove: () => void;
  removeLabel: string;
  kind?: SavedListingKind;
}) {
  const { t } = useT();
  const record = useAtomValue(savedStateAtom)?.records.get(recordKey(kind, entry.ListingKeyNumeric));
  const note = record ? record.note : entry.note;
  return (
    <div className="saved-item-footer">
      {note && <p className="saved-note">{note}</p>}
      <div className="saved-item-actions">
        <button
          type="button"
          className="bb-button bb-secondary"
          aria-label={`${t(note ? 'notes.edit' : 'notes.add')}: ${entry.Address ?? t('common.notAvailable')}`}
          onClick={onNote}
        >
          {note ? t('notes.edit') : t('notes.add')}
        </button>
        <button type="button" className="bb-button bb-secondary" aria-label={removeLabel} onClick={onRemove}>
          {t('dashboard.remove')}
        </button>
      </div>
    </div>
  );
}
