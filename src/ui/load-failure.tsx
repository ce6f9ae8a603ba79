import { useT } from './use-t';

/**
 * The quiet message of a part of a page that could not be loaded, with Retry (DESIGN rulings:
 * network errors are shown, never swallowed). The rest of the page keeps working.
 */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="bb-lead-failure" role="status">
      <p>{t('error.network')}</p>
      <button type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
