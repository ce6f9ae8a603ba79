import { type KeyboardEvent, type ReactNode, useId } from 'react';
import type { TOUR_TYPES } from '../../contract';
import { useT } from '../../ui/use-t';

export type TourType = (typeof TOUR_TYPES)[number];

interface Props {
  value: TourType;
  onChange: (value: TourType) => void;
  /** The virtual tour's link, or `null` when the listing has none. */
  virtualUrl: string | null;
  /** What both tabs share (the date strip), shown in the tab panel. */
  children?: ReactNode;
}

const ORDER: readonly TourType[] = ['in-person', 'virtual'];

/**
 * The banner's tabs 'In-Person' (chosen at first) and 'Virtual Tour' (SPEC §2), as an ARIA tab list:
 * arrow keys switch tabs. The virtual tab shows the listing's tour link (branded or unbranded by rtlist).
 */
export function TourTypeTabs({ value, onChange, virtualUrl, children }: Props) {
  const { t } = useT();
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = ORDER[(ORDER.indexOf(value) + 1) % ORDER.length] ?? 'in-person';
    onChange(next);
    const root = event.currentTarget.getRootNode();
    if (root instanceof Document || root instanceof ShadowRoot) root.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className="bb-tour-tabs">
      <div role="tablist" aria-label={t('tour.tourType')} onKeyDown={onKeyDown}>
        {ORDER.map((type) => (
          <button
            key={type}
            id={`${id}-${type}`}
            type="button"
            role="tab"
            aria-selected={value === type}
            aria-controls={`${id}-panel`}
            tabIndex={value === type ? 0 : -1}
            onClick={() => onChange(type)}
          >
            {t(type === 'in-person' ? 'tour.inPerson' : 'tour.virtual')}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${value}`} className="bb-tour-tabpanel">
        {children}
        {value === 'virtual' &&
          (virtualUrl ? (
            <a href={virtualUrl} target="_blank" rel="noopener noreferrer">
              {t('tour.virtualLink')}
            </a>
          ) : (
            <p className="bb-hint">{t('tour.noVirtualTour')}</p>
          ))}
      </div>
    </div>
  );
}
