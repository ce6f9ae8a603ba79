import { useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import type { SavedListingKind } from '../../contract';
import { loadNoteAtom, saveNoteAtom } from '../../state/saved-note-atom';
import { CancelSaveActions } from '../../ui/cancel-save-actions';
import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';

/** The saved record whose note is edited: the listing and the list it is in. */
export interface NoteTarget {
  readonly kind: SavedListingKind;
  readonly listingKey: number;
  /** Names the listing in the title when known. */
  readonly address?: string | null | undefined;
}

interface Props {
  /** null keeps the modal closed. */
  readonly target: NoteTarget | null;
  readonly onClose: () => void;
}

/**
 * The small note editor of a saved listing (SPEC §1: saved listings can carry a note): reads the
 * current note, saves with POST /api/save-note. The note is the client's plain text, shown as text
 * everywhere (React escapes it). A failed save keeps what was typed and says so.
 */
export function NoteModal({ target, onClose }: Props) {
  const { t } = useT();
  const title = target?.address ? t('notes.editFor', { address: target.address }) : t('notes.title');
  return (
    <Modal open={target !== null} onClose={onClose} title={title} className="bb-note-modal">
      {target && <NoteForm key={`${target.kind}:${target.listingKey}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

function NoteForm({ target, onClose }: { target: NoteTarget; onClose: () => void }) {
  const { t } = useT();
  const load = useSetAtom(loadNoteAtom);
  const save = useSetAtom(saveNoteAtom);
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'loadFailed' | 'saving' | 'saveFailed'>('idle');
  const fieldId = useId();

  useEffect(() => {
    let live = true;
    void load(target.kind, target.listingKey).then((result) => {
      if (!live) return;
      setText((typed) => typed ?? (result.ok ? result.value : ''));
      if (!result.ok) setStatus('loadFailed');
    });
    return () => {
      live = false;
    };
  }, [load, target.kind, target.listingKey]);

  if (text === null) return <p className="bb-hint">{t('common.loading')}</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (status === 'saving') return;
        setStatus('saving');
        void save(target.kind, target.listingKey, text).then((result) => {
          if (result.ok) onClose();
          else setStatus('saveFailed');
        });
      }}
    >
      <label className="bb-field" htmlFor={fieldId}>
        <span>{t('notes.label')}</span>
      </label>
      <textarea
        id={fieldId}
        className="bb-input bb-note-text"
        rows={5}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <p className="bb-note-status" role="status">
        {status === 'loadFailed' ? t('notes.loadFailed') : status === 'saving' ? t('notes.saving') : ''}
      </p>
      {status === 'saveFailed' && (
        <p className="bb-note-error" role="alert">
          {t('notes.saveFailed')}
        </p>
      )}
      <CancelSaveActions onCancel={onClose} saveDisabled={status === 'saving'} />
    </form>
  );
}
