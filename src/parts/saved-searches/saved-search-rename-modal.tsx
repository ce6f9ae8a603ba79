import { useState } from 'react';
import { CancelSaveActions } from '../../ui/cancel-save-actions';
import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';

/** What the modal needs of a saved search, local or on the server. */
export interface SavedSearchName {
  readonly id: number;
  readonly title: string;
}

interface Props {
  /** The search being renamed; null keeps the modal closed. */
  readonly entry: SavedSearchName | null;
  readonly onRename: (id: number, title: string) => void;
  readonly onClose: () => void;
}

/** SPEC §2's rename modal for a saved search: one Name field, Save and Cancel. */
export function SavedSearchRenameModal({ entry, onRename, onClose }: Props) {
  const { t } = useT();
  return (
    <Modal open={entry !== null} onClose={onClose} title={t('savedSearch.renameTitle')}>
      {/* Keyed so each opening starts from that search's current name. */}
      {entry && <RenameForm key={entry.id} entry={entry} onRename={onRename} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ entry, onRename, onClose }: Props & { entry: SavedSearchName }) {
  const { t } = useT();
  const [title, setTitle] = useState(entry.title);
  const blank = title.trim() === '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onRename(entry.id, title);
        onClose();
      }}
    >
      <label className="bb-field">
        <span>{t('savedSearch.name')}</span>
        <input
          className="bb-input"
          value={title}
          maxLength={200}
          required
          aria-invalid={blank}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
      </label>
      <CancelSaveActions onCancel={onClose} saveDisabled={blank} />
    </form>
  );
}
