import { useId } from 'react';
import { isOnlyStatus, toggleStatus } from '../../../lib/filters/toggle-status';
import { formatStatus } from '../../../lib/format/format-status';
import { STATUS_FLAGS } from '../../../lib/listings-filters/status-flags';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';

/**
 * The six listing statuses (SPEC §4), any number on, 'For Sale' for Active. The last one on cannot be
 * cleared: "no status" would read back as the defaults, so the box would spring back on after Apply.
 */
export function StatusEditor({ draft, onChange }: FilterEditorProps) {
  const { lang, t } = useT();
  const hintId = useId();
  const oneLeft = STATUS_FLAGS.some(({ flag }) => isOnlyStatus(draft.statuses, flag));
  return (
    <fieldset className="bb-options">
      <legend className="bb-visually-hidden">{t('filters.status')}</legend>
      {STATUS_FLAGS.map(({ flag, status }) => {
        const locked = isOnlyStatus(draft.statuses, flag);
        return (
          <label key={flag} className="bb-check">
            <input
              type="checkbox"
              checked={draft.statuses[flag]}
              disabled={locked}
              aria-describedby={locked ? hintId : undefined}
              onChange={(event) =>
                onChange({
                  ...draft,
                  statuses: toggleStatus(draft.statuses, flag, event.currentTarget.checked),
                })
              }
            />
            <span>{formatStatus(lang, status, draft.propertyType)}</span>
          </label>
        );
      })}
      {oneLeft && (
        <p id={hintId} className="bb-hint">
          {t('filters.status.keepOne')}
        </p>
      )}
    </fieldset>
  );
}
