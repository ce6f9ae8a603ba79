import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { savedSearchState } from '../../lib/filters/saved-search-query';
import { listingsFilterAtom } from '../../state/listings-filter-atom';
import { type LocalSavedSearch, localSavedSearchesAtom } from '../../state/local-saved-searches-atom';
import {
  importLocalSavedSearchesAtom,
  serverSavedSearchesAtom,
} from '../../state/server-saved-searches-atom';
import { isSignedInAtom, startSessionAtom } from '../../state/session-atom';
import { Dropdown } from '../../ui/dropdown';
import { useT } from '../../ui/use-t';
import { LazySavedSearchDeleteModal, LazySavedSearchRenameModal } from './lazy-saved-search-modals';
import { SaveSearchButton } from './save-search-button';
import { ServerSavedSearchModals } from './server-saved-search-modals';

/** A signed-in client's list, in its own chunk: a guest never needs it, and most clients never open it. */
const ServerSavedSearchList = lazy(() => import('./server-saved-search-list'));

/**
 * The saved-search dropdown (SPEC §2, §4). A guest sees the searches saved in this browser, with Rename
 * and Delete; a signed-in client sees their searches on the server, with Edit (rename or replace the
 * filters), notification settings and Delete. Save Search saves the filters now applied; choosing a
 * search resets every filter and applies the saved ones (page 1). At sign-in, the guest's searches of
 * this browser move into the account (kept here until the server has them).
 */
export function SavedSearchPanel() {
  const { t } = useT();
  const [searches, update] = useAtom(localSavedSearchesAtom);
  const applied = useAtomValue(listingsFilterAtom);
  const setFilters = useSetAtom(listingsFilterAtom);
  const [renaming, setRenaming] = useState<LocalSavedSearch | null>(null);
  const [deleting, setDeleting] = useState<LocalSavedSearch | null>(null);
  const signedIn = useAtomValue(isSignedInAtom);
  const server = useAtomValue(serverSavedSearchesAtom);
  const importLocal = useSetAtom(importLocalSavedSearchesAtom);
  const [importFailed, setImportFailed] = useState(false);
  const localCount = searches.length;
  const startSession = useSetAtom(startSessionAtom);

  // Who is signed in is read once per page; the listings screen needs it for the hearts and this list.
  useEffect(() => startSession(), [startSession]);

  useEffect(() => {
    if (!signedIn || localCount === 0) return;
    void importLocal().then((ok) => setImportFailed(!ok));
  }, [signedIn, localCount, importLocal]);
  const count = signedIn ? (server.status === 'ready' ? server.list.length : 0) : searches.length;

  return (
    <>
      <Dropdown
        name="saved-searches"
        label={t('savedSearch.title')}
        preview={count > 0 ? String(count) : undefined}
        align="auto"
        className="bb-saved-searches"
      >
        {(close) => (
          <div className="bb-saved-search-panel">
            {signedIn ? (
              <Suspense fallback={<p className="bb-hint">{t('common.loading')}</p>}>
                <ServerSavedSearchList close={close} />
              </Suspense>
            ) : searches.length === 0 ? (
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
            {importFailed && (
              <p className="bb-saved-failure" role="alert">
                {t('savedSearch.importFailed')}
              </p>
            )}
            <div className="bb-actions">
              <SaveSearchButton state={applied} className="bb-button" />
            </div>
          </div>
        )}
      </Dropdown>
      <ServerSavedSearchModals />
      <Suspense fallback={null}>
        {renaming && (
          <LazySavedSearchRenameModal
            entry={renaming}
            onRename={(id, title) => update({ kind: 'rename', id, title })}
            onClose={() => setRenaming(null)}
          />
        )}
        {deleting && (
          <LazySavedSearchDeleteModal
            entry={deleting}
            onDelete={(id) => update({ kind: 'delete', id })}
            onClose={() => setDeleting(null)}
          />
        )}
      </Suspense>
    </>
  );
}
