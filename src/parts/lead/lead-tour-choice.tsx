import { useId } from 'react';
import { TOUR_TIMES } from '../../contract';
import { intlLocale } from '../../lib/i18n/intl-locale';
import type { LeadDraft } from '../../state/lead-draft-atom';
import { useT } from '../../ui/use-t';

interface Props {
  draft: LeadDraft;
  update: (patch: Partial<LeadDraft>) => void;
  error: string | null;
}

/**
 * The tour being requested, at the top of the contact modal: the kind and day chosen on the tour block
 * ('In-person tour · Wednesday, November 25, 2026', or 'as soon as possible'), so the visitor sees what
 * they are asking for, and the preferred time of day (any time, or on the hour from 9 AM to 6 PM).
 */
export function LeadTourChoice({ draft, update, error }: Props) {
  const { t, lang } = useT();
  const id = useId();
  const locale = intlLocale(lang);
  const [year = 1970, month = 1, date = 1] = draft.date.split('-').map(Number);
  const day =
    draft.date && draft.date !== 'asap'
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
          new Date(Date.UTC(year, month - 1, date)),
        )
      : t('lead.tourAsap');
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const timeLabel = (time: string) => clock.format(new Date(`1970-01-01T${time}:00Z`));
  return (
    <div className="bb-lead-tour">
      <p className="bb-lead-tour-summary">
        <strong>{t(draft.type === 'virtual' ? 'lead.tourVirtual' : 'lead.tourInPerson')}</strong>
        {' · '}
        {day}
      </p>
      <div className="bb-field bb-lead-field">
        <label htmlFor={id}>{t('lead.preferredTime')}</label>
        <select
          id={id}
          name="time"
          className="bb-input bb-select"
          value={draft.time}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => update({ time: TOUR_TIMES.find((time) => time === event.target.value) ?? '' })}
        >
          <option value="">{t('lead.anyTime')}</option>
          {TOUR_TIMES.map((time) => (
            <option key={time} value={time}>
              {timeLabel(time)}
            </option>
          ))}
        </select>
        <small id={`${id}-error`} className="bb-lead-error" role="alert" data-field="time">
          {error ?? ''}
        </small>
      </div>
    </div>
  );
}
