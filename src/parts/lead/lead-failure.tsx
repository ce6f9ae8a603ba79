import { useT } from '../../ui/use-t';

/**
 * The quiet message of a post that got no answer (DESIGN rulings: network errors show a quiet message
 * with Retry, never vanish): what was typed stays in the form, and Retry submits the step again.
 */
export function LeadFailure({ text, onRetry }: { text: string | null; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="bb-lead-failure" role="status">
      <p>{text}</p>
      <button type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
