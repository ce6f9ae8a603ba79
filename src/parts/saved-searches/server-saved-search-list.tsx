import { useAtomValue, useSetAtom } from 'jotai';
import { savedSearchState } from '../../lib/filters/saved-search-query';
import { savedSearchTitle } from '../../lib/search/saved-search-title';
import { listingsFilterAtom } from '../../state/listings-filter-atom';
import {
  refreshSavedSearchesAtom,
  serverSavedSearchesAtom,
  serverSavedSearchModalAtom,
} from '../../state/server-saved-searches-atom';
import { useT } from '../../ui/use-t';
import { SavedSearchesLoadFailure } from './saved-searches-load-failure';

/**
 * A signed-in client's saved searches in the panel (SPEC §2, §4): apply, edit (rename or replace the
 * filters), notification settings and delete, each row's controls named after the search; the modals
 * are ServerSavedSearchModals. Loaded with import() when the panel first opens signed in.
 */
export default function ServerSavedSearchList({ close }: { close: () => void }) {
  const { lang, t } = useT();
  const searches = useAtomValue(serverSavedSearchesAtom);
  const refresh = useSetAtom(refreshSavedSearchesAtom);
  const setFilters = useSetAtom(listingsFilterAtom);
  const setModal = useSetAtom(serverSavedSearchModalAtom);

  if (searches.status === 'loading' || searches.status === 'guest') {
    return <p className="bb-hint">{t('common.loading')}</p>;
  }
  if (searches.status === 'failed') {
    return <SavedSearchesLoadFailure onRetry={refresh} />;
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
