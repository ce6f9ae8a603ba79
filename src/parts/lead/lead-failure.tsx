import { useT } from '../../ui/use-t';

/**
 * The quiet message of a post that got no answer (DESIGN rulings: network errors show a quiet message
 * with Retry, never vanish): what was typed stays in the form, and Retry submits the step again.
 */
export function LeadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="bb-lead-failure" role="status">
      <p>{t('lead.failed')}</p>
      <button type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
