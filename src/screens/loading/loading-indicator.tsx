import { useT } from '../../ui/use-t';

/** SPEC §2 loading mount: a spinner with a spoken 'Loading…' for pages that fill in late. */
export function LoadingIndicator({ label }: { label?: string | undefined }) {
  const { t } = useT();
  return (
    <div className="loading" role="status" part="loading">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
