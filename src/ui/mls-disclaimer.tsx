import { useAtomValue } from 'jotai';
import { formatCommentDate } from '../lib/format/format-comment-date';
import { configAtom } from '../state/config-atom';
import { useT } from './use-t';

/**
 * The MLS's IDX disclaimer, with when the listing data was last updated (GET /api/config
 * `data_updated_at`, the feeds' last successful sync, in Central Time as the brokerage reads it). Without
 * a date (generated demo data, an older server) the disclaimer alone.
 */
export function MlsDisclaimer() {
  const { t, lang } = useT();
  const updated = useAtomValue(configAtom)?.data_updated_at ?? null;
  return (
    <p className="mls-disclaimer">
      {t('footer.mlsDisclaimer')}
      {updated !== null && ` ${t('footer.mlsDataUpdated', { date: formatCommentDate(lang, updated) })}`}
    </p>
  );
}
