import type { ReactNode } from 'react';
import { useT } from '../../ui/use-t';
import type { SavedList } from './use-saved-list';

/**
 * The states of a favorites or compare list before its entries: the guest's sign-in prompt, loading,
 * and a failed load with Retry (DESIGN rulings: network errors are said, never swallowed). Renders
 * `children` once the list is ready.
 */
export function SavedListStatus({
  list,
  guest,
  children,
}: {
  list: SavedList;
  guest: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  if (list.status === 'guest') return guest;
  if (list.status === 'loading') {
    return (
      <p className="bb-hint" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (list.status === 'failed') {
    return (
      <div className="saved-failed" role="alert">
        <p>{t('saved.loadFailed')}</p>
        <button type="button" className="bb-button" onClick={list.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return children;
}
