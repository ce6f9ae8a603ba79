import { useId, useMemo, useState } from 'react';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { tourDateStrip } from '../../lib/tour/tour-date-strip';
import { stepTourStrip, tourStripArrows } from '../../lib/tour/tour-strip-offset';
import { useT } from '../../ui/use-t';

interface Props {
  /** Today in Texas, 'YYYY-MM-DD'. */
  today: string;
  /** The chosen value: 'asap' or 'YYYY-MM-DD'. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The strip of tour dates (SPEC §2): 'ASAP' and the next 10 days from today, as a radio group so the
 * arrow keys move between days. The previous/next buttons slide the strip by 265 px, no further than
 * -460 px; the previous one is disabled at first. On a narrow screen the strip also scrolls by touch.
 */
export function TourDateStrip({ today, value, onChange }: Props) {
  const { t, lang } = useT();
  const name = useId();
  const [offset, setOffset] = useState(0);
  const choices = useMemo(() => tourDateStrip(today), [today]);
  const arrows = tourStripArrows(offset);
  const weekday = new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(intlLocale(lang), { month: 'short', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <div className="bb-tour-strip">
      <button
        type="button"
        className="bb-tour-arrow"
        aria-label={t('tour.prevDates')}
        disabled={!arrows.previous}
        onClick={() => setOffset((at) => stepTourStrip(at, 1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="bb-tour-strip-window">
        <div
          className="bb-tour-days"
          role="radiogroup"
          aria-label={t('tour.dates')}
          style={{ transform: `translateX(${offset}px)` }}
        >
          {choices.map((choice) => {
            const at = choice.day
              ? new Date(Date.UTC(choice.day.year, choice.day.month - 1, choice.day.date))
              : null;
            return (
              <label key={choice.value} className="bb-tour-day" data-value={choice.value}>
                <input
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={value === choice.value}
                  onChange={() => onChange(choice.value)}
                  aria-label={at ? full.format(at) : t('tour.asap')}
                />
                {at ? (
                  <span aria-hidden="true">
                    <small>{weekday.format(at)}</small>
                    <strong>{at.getUTCDate()}</strong>
                    <small>{month.format(at)}</small>
                  </span>
                ) : (
                  <span aria-hidden="true">
                    <strong className="bb-tour-asap">{t('tour.asap')}</strong>
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </div>
      <button
        type="button"
        className="bb-tour-arrow"
        aria-label={t('tour.nextDates')}
        disabled={!arrows.next}
        onClick={() => setOffset((at) => stepTourStrip(at, -1))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
