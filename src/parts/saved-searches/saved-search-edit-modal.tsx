import { useState } from 'react';
import { CancelSaveActions } from '../../ui/cancel-save-actions';
import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';
import type { SavedSearchName } from './saved-search-rename-modal';

export type SavedSearchEditMode = 'rename' | 'criteria';

interface Props {
  /** The search being edited; null keeps the modal closed. */
  readonly entry: SavedSearchName | null;
  /** Resolves to false when the change could not be saved (the modal then stays open with the input). */
  readonly onSave: (id: number, title: string, mode: SavedSearchEditMode) => Promise<boolean>;
  readonly onClose: () => void;
}

/**
 * SPEC §2's edit modal of a server saved search, in its two modes: rename only, or also replace the
 * search's filters with the filters on screen now. A failed save keeps the name typed and says so.
 */
export function SavedSearchEditModal({ entry, onSave, onClose }: Props) {
  const { t } = useT();
  return (
    <Modal open={entry !== null} onClose={onClose} title={t('savedSearch.editTitle')}>
      {entry && <EditForm key={entry.id} entry={entry} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ entry, onSave, onClose }: Props & { entry: SavedSearchName }) {
  const { t } = useT();
  const [title, setTitle] = useState(entry.title);
  const [mode, setMode] = useState<SavedSearchEditMode>('rename');
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const blank = title.trim() === '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || status === 'saving') return;
        setStatus('saving');
        void onSave(entry.id, title.trim(), mode).then((ok) => (ok ? onClose() : setStatus('failed')));
      }}
    >
      <label className="bb-field">
        <span>{t('savedSearch.name')}</span>
        <input
          className="bb-input"
          value={title}
          maxLength={100}
          required
          aria-invalid={blank}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
      </label>
      <fieldset className="bb-fieldset">
        <legend>{t('savedSearch.editMode')}</legend>
        {(['rename', 'criteria'] as const).map((value) => (
          <label key={value} className="bb-check">
            <input
              type="radio"
              name="edit-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {t(value === 'rename' ? 'savedSearch.editModeRename' : 'savedSearch.editModeCriteria')}
          </label>
        ))}
      </fieldset>
      {status === 'failed' && (
        <p className="bb-saved-failure" role="alert">
          {t('savedSearch.changeFailed')}
        </p>
      )}
      <CancelSaveActions onCancel={onClose} saveDisabled={blank || status === 'saving'} />
    </form>
  );
}
