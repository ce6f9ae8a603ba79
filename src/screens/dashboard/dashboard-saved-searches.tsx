import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { SavedSearch } from '../../contract';
import { savedSearchTitle } from '../../lib/search/saved-search-title';
import { SavedSearchDeleteModal } from '../../parts/saved-searches/saved-search-delete-modal';
import { SavedSearchNotificationModal } from '../../parts/saved-searches/saved-search-notification-modal';
import { SavedSearchRenameModal } from '../../parts/saved-searches/saved-search-rename-modal';
import { SavedSearchesLoadFailure } from '../../parts/saved-searches/saved-searches-load-failure';
import {
  changeServerSavedSearchAtom,
  refreshSavedSearchesAtom,
  serverSavedSearchesAtom,
} from '../../state/server-saved-searches-atom';
import { useT } from '../../ui/use-t';

interface Props {
  /** The listings page a search opens on (default /listings). */
  readonly listingsPath: string;
}

type Open = { kind: 'rename' | 'notifications' | 'delete'; entry: SavedSearch } | null;

/**
 * The dashboard's "Saved Searches" (SPEC §2, §4): each of the client's searches on the server with its
 * e-mail setting, a link that opens it on the listings page, and Rename, Email notifications and
 * Delete, each named after the search. Replacing a search's filters is done on the listings page, where
 * the filters are.
 */
export function DashboardSavedSearches({ listingsPath }: Props) {
  const { lang, t } = useT();
  const searches = useAtomValue(serverSavedSearchesAtom);
  const refresh = useSetAtom(refreshSavedSearchesAtom);
  const change = useSetAtom(changeServerSavedSearchAtom);
  const [open, setOpen] = useState<Open>(null);
  const [failed, setFailed] = useState(false);
  const close = () => setOpen(null);
  const named = (kind: 'rename' | 'delete') =>
    open?.kind === kind
      ? { id: open.entry.GatewayID, title: savedSearchTitle(lang, open.entry.GatewayDesc) }
      : null;

  let body: React.ReactNode;
  if (searches.status === 'failed') {
    body = <SavedSearchesLoadFailure onRetry={refresh} />;
  } else if (searches.status !== 'ready') {
    body = <p className="bb-hint">{t('common.loading')}</p>;
  } else if (searches.list.length === 0) {
    body = <p className="bb-hint">{t('savedSearch.empty')}</p>;
  } else {
    body = (
      <ul className="dashboard-searches">
        {searches.list.map((entry) => {
          const title = savedSearchTitle(lang, entry.GatewayDesc);
          return (
            <li key={entry.GatewayID} className="dashboard-search">
              <a className="dashboard-search-open" href={`${listingsPath}${entry.search ?? ''}`}>
                {title}
              </a>
              <span className="dashboard-search-mail">
                {entry.client_gateway_schedule === 2 ? t('savedSearch.daily') : t('savedSearch.none')}
              </span>
              <span className="dashboard-search-actions">
                {(['rename', 'notifications', 'delete'] as const).map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    className="bb-button bb-secondary"
                    aria-label={t(`savedSearch.${kind}Named`, { title })}
                    onClick={() => setOpen({ kind, entry })}
                  >
                    {t(`savedSearch.${kind}`)}
                  </button>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="dashboard-section" id="saved-searches" aria-labelledby="dashboard-searches-title">
      <h2 id="dashboard-searches-title">{t('savedSearch.title')}</h2>
      {body}
      {failed && (
        <p className="bb-saved-failure" role="alert">
          {t('savedSearch.changeFailed')}
        </p>
      )}
      <SavedSearchRenameModal
        entry={named('rename')}
        onClose={close}
        onRename={(id, title) => {
          void change({ kind: 'rename', id, title }).then((result) => setFailed(!result.ok));
        }}
      />
      <SavedSearchNotificationModal
        entry={open?.kind === 'notifications' ? open.entry : null}
        onClose={close}
        onSave={async (id, settings) => (await change({ kind: 'notify', id, settings })).ok}
      />
      <SavedSearchDeleteModal
        entry={named('delete')}
        onClose={close}
        onDelete={(id) => {
          void change({ kind: 'delete', id }).then((result) => setFailed(!result.ok));
        }}
      />
    </section>
  );
}
