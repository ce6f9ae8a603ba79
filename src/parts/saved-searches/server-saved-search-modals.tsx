import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useState } from 'react';
import type { SavedSearch } from '../../contract';
import { savedSearchTitle } from '../../lib/search/saved-search-title';
import { listingsFilterAtom } from '../../state/listings-filter-atom';
import {
  changeServerSavedSearchAtom,
  serverSavedSearchModalAtom,
} from '../../state/server-saved-searches-atom';
import { useT } from '../../ui/use-t';
import {
  LazySavedSearchDeleteModal,
  LazySavedSearchEditModal,
  LazySavedSearchNotificationModal,
} from './lazy-saved-search-modals';

/**
 * The edit, notification and delete modals of a signed-in client's saved searches, opened from
 * ServerSavedSearchList. They live outside the dropdown so closing it does not close them.
 */
export function ServerSavedSearchModals() {
  const [modal, setModal] = useAtom(serverSavedSearchModalAtom);
  const change = useSetAtom(changeServerSavedSearchAtom);
  const applied = useAtomValue(listingsFilterAtom);
  const [failed, setFailed] = useState(false);
  const { lang, t } = useT();
  const close = () => setModal(null);
  const named = (entry: SavedSearch) => ({
    id: entry.GatewayID,
    title: savedSearchTitle(lang, entry.GatewayDesc),
  });
  return (
    <>
      <Suspense fallback={null}>
        {modal?.kind === 'edit' && (
          <LazySavedSearchEditModal
            entry={named(modal.entry)}
            onClose={close}
            onSave={async (id, title, mode) => {
              const result = await change(
                mode === 'rename'
                  ? { kind: 'rename', id, title }
                  : { kind: 'update', id, title, state: applied },
              );
              return result.ok;
            }}
          />
        )}
        {modal?.kind === 'notifications' && (
          <LazySavedSearchNotificationModal
            entry={modal.entry}
            onClose={close}
            onSave={async (id, settings) => (await change({ kind: 'notify', id, settings })).ok}
          />
        )}
        {modal?.kind === 'delete' && (
          <LazySavedSearchDeleteModal
            entry={named(modal.entry)}
            onClose={close}
            onDelete={(id) => {
              void change({ kind: 'delete', id }).then((result) => setFailed(!result.ok));
            }}
          />
        )}
      </Suspense>
      {failed && (
        <p className="bb-saved-failure" role="alert">
          {t('savedSearch.changeFailed')}
        </p>
      )}
    </>
  );
}
