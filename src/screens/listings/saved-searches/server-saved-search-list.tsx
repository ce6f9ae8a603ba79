import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { SavedSearch } from '../../../contract';
import { savedSearchState } from '../../../lib/filters/saved-search-query';
import { savedSearchTitle } from '../../../lib/search/saved-search-title';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import {
  changeServerSavedSearchAtom,
  refreshSavedSearchesAtom,
  serverSavedSearchesAtom,
  serverSavedSearchModalAtom,
} from '../../../state/server-saved-searches-atom';
import { useT } from '../../../ui/use-t';
import { SavedSearchDeleteModal } from './saved-search-delete-modal';
import { SavedSearchEditModal } from './saved-search-edit-modal';
import { SavedSearchNotificationModal } from './saved-search-notification-modal';

/**
 * A signed-in client's saved searches in the panel (SPEC §2, §4): apply, edit (rename or replace the
 * filters), notification settings and delete, each row's controls named after the search. The modals
 * live outside the dropdown so closing it does not close them.
 */
export function ServerSavedSearchList({ close }: { close: () => void }) {
  const { lang, t } = useT();
  const searches = useAtomValue(serverSavedSearchesAtom);
  const refresh = useSetAtom(refreshSavedSearchesAtom);
  const setFilters = useSetAtom(listingsFilterAtom);
  const setModal = useSetAtom(serverSavedSearchModalAtom);

  if (searches.status === 'loading' || searches.status === 'guest') {
    return <p className="bb-hint">{t('common.loading')}</p>;
  }
  if (searches.status === 'failed') {
    return (
      <div className="bb-saved-failure" role="alert">
        <p>{t('savedSearch.loadFailed')}</p>
        <button type="button" className="bb-button bb-secondary" onClick={refresh}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (searches.list.length === 0) return <p className="bb-hint">{t('savedSearch.empty')}</p>;
  return (
    <ul className="bb-saved-search-list" aria-label={t('savedSearch.choose')}>
      {searches.list.map((entry) => (
        <li key={entry.GatewayID} className="bb-saved-search-row with-more-actions">
          <button
            type="button"
            className="bb-saved-search-apply"
            onClick={() => {
              // The whole state is written: filters the search does not mention go back to defaults.
              setFilters(savedSearchState(entry.search ?? '', new Date().getFullYear()));
              close();
            }}
          >
            {savedSearchTitle(lang, entry.GatewayDesc)}
          </button>
          {(['edit', 'notifications', 'delete'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className="bb-saved-search-action"
              aria-label={t(
                kind === 'edit'
                  ? 'savedSearch.editNamed'
                  : kind === 'delete'
                    ? 'savedSearch.deleteNamed'
                    : 'savedSearch.notificationsNamed',
                { title: savedSearchTitle(lang, entry.GatewayDesc) },
              )}
              onClick={() => {
                close();
                setModal({ kind, entry });
              }}
            >
              {t(
                kind === 'edit'
                  ? 'savedSearch.edit'
                  : kind === 'delete'
                    ? 'savedSearch.delete'
                    : 'savedSearch.notifications',
              )}
            </button>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The edit, notification and delete modals of the server saved searches. */
export function ServerSavedSearchModals() {
  const [modal, setModal] = useAtom(serverSavedSearchModalAtom);
  const change = useSetAtom(changeServerSavedSearchAtom);
  const applied = useAtomValue(listingsFilterAtom);
  const [failed, setFailed] = useState(false);
  const { lang, t } = useT();
  const close = () => setModal(null);
  const entryOf = (kind: 'edit' | 'notifications' | 'delete') => (modal?.kind === kind ? modal.entry : null);
  const named = (entry: SavedSearch | null) =>
    entry ? { id: entry.GatewayID, title: savedSearchTitle(lang, entry.GatewayDesc) } : null;
  return (
    <>
      <SavedSearchEditModal
        entry={named(entryOf('edit'))}
        onClose={close}
        onSave={async (id, title, mode) => {
          const result = await change(
            mode === 'rename' ? { kind: 'rename', id, title } : { kind: 'update', id, title, state: applied },
          );
          return result.ok;
        }}
      />
      <SavedSearchNotificationModal
        entry={entryOf('notifications')}
        onClose={close}
        onSave={async (id, settings) => (await change({ kind: 'notify', id, settings })).ok}
      />
      <SavedSearchDeleteModal
        entry={named(entryOf('delete'))}
        onClose={close}
        onDelete={(id) => {
          void change({ kind: 'delete', id }).then((result) => setFailed(!result.ok));
        }}
      />
      {failed && (
        <p className="bb-saved-failure" role="alert">
          {t('savedSearch.changeFailed')}
        </p>
      )}
    </>
  );
}
