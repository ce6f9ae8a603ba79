import { useId, useState } from 'react';
import { cutRemarks } from '../../lib/listing-detail/cut-remarks';
import { useT } from '../../ui/use-t';
import { DetailSection } from './detail-section';

/**
 * Public Remarks (SPEC §2): over 250 characters they are cut to 249 with 'show more...'; expanded,
 * 'show less...' folds them again.
 */
export function PublicRemarks({ text }: { text: string }) {
  const { t } = useT();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { short, cut } = cutRemarks(text);
  return (
    <DetailSection id="publicRemarks" title={t('detail.section.publicRemarks')}>
      <p className="remarks" id={textId}>
        {expanded || !cut ? text.trim() : short}
        {cut && (
          <>
            {' '}
            <button
              type="button"
              className="link-button"
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('detail.showLess') : t('detail.showMore')}
            </button>
          </>
        )}
      </p>
    </DetailSection>
  );
}
