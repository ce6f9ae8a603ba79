import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';

import type { SavedSearchName } from './saved-search-rename-modal';

interface Props {
  /** The search about to be deleted; null keeps the modal closed. */
  readonly entry: SavedSearchName | null;
  readonly onDelete: (id: number) => void;
  readonly onClose: () => void;
}

/** SPEC §2's delete modal: names the search and asks before removing it; Cancel keeps it. */
export function SavedSearchDeleteModal({ entry, onDelete, onClose }: Props) {
  const { t } = useT();
  return (
    <Modal open={entry !== null} onClose={onClose} title={t('savedSearch.deleteTitle')}>
      {entry && (
        <>
          <p>{t('savedSearch.deleteConfirm', { title: entry.title })}</p>
          <div className="bb-actions">
            <button type="button" className="bb-button bb-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="bb-button"
              onClick={() => {
                onDelete(entry.id);
                onClose();
              }}
            >
              {t('common.delete')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
