import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { savedSearchState } from '../../../lib/filters/saved-search-query';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { type LocalSavedSearch, localSavedSearchesAtom } from '../../../state/local-saved-searches-atom';
import { Dropdown } from '../../../ui/dropdown';
import { useT } from '../../../ui/use-t';
import { SaveSearchButton } from './save-search-button';
import { SavedSearchDeleteModal } from './saved-search-delete-modal';
import { SavedSearchRenameModal } from './saved-search-rename-modal';

/**
 * The saved-search dropdown of a visitor who is not signed in (SPEC §2, §4): the searches saved in this
 * browser, Save Search for the filters now applied, and per search Rename and Delete (with a confirmation).
 * Choosing one resets every filter and applies the saved ones (page 1). The notification settings of
 * SPEC belong to signed-in clients' server searches and come with the accounts issue.
 */
export function SavedSearchPanel() {
  const { t } = useT();
  const [searches, update] = useAtom(localSavedSearchesAtom);
  const applied = useAtomValue(listingsFilterAtom);
  const setFilters = useSetAtom(listingsFilterAtom);
  const [renaming, setRenaming] = useState<LocalSavedSearch | null>(null);
  const [deleting, setDeleting] = useState<LocalSavedSearch | null>(null);

  return (
    <>
      <Dropdown
        name="saved-searches"
        label={t('savedSearch.title')}
        preview={searches.length > 0 ? String(searches.length) : undefined}
        align="end"
        className="bb-saved-searches"
      >
        {(close) => (
          <div className="bb-saved-search-panel">
            {searches.length === 0 ? (
              <p className="bb-hint">{t('savedSearch.empty')}</p>
            ) : (
              <ul className="bb-saved-search-list" aria-label={t('savedSearch.choose')}>
                {searches.map((entry) => (
                  <li key={entry.id} className="bb-saved-search-row">
                    <button
                      type="button"
                      className="bb-saved-search-apply"
                      onClick={() => {
                        // The whole state is written, so filters the search does not mention go back to defaults.
                        setFilters(savedSearchState(entry.search, new Date().getFullYear()));
                        close();
                      }}
                    >
                      {entry.title}
                    </button>
                    <button
                      type="button"
                      className="bb-saved-search-action"
                      aria-label={t('savedSearch.renameNamed', { title: entry.title })}
                      onClick={() => {
                        close();
                        setRenaming(entry);
                      }}
                    >
                      {t('savedSearch.rename')}
                    </button>
                    <button
                      type="button"
                      className="bb-saved-search-action"
                      aria-label={t('savedSearch.deleteNamed', { title: entry.title })}
                      onClick={() => {
                        close();
                        setDeleting(entry);
                      }}
                    >
                      {t('savedSearch.delete')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="bb-actions">
              <SaveSearchButton state={applied} className="bb-button" />
            </div>
          </div>
        )}
      </Dropdown>
      <SavedSearchRenameModal
        entry={renaming}
        onRename={(id, title) => update({ kind: 'rename', id, title })}
        onClose={() => setRenaming(null)}
      />
      <SavedSearchDeleteModal
        entry={deleting}
        onDelete={(id) => update({ kind: 'delete', id })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
