import { useT } from '../../ui/use-t';

/** A client's saved searches could not be read: says so, with Retry (the panel's list and the dashboard's). */
export function SavedSearchesLoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="bb-saved-failure" role="alert">
      <p>{t('savedSearch.loadFailed')}</p>
      <button type="button" className="bb-button bb-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
