import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';

/**
 * Open-house dates: From and To date inputs (SPEC §4 open-house mode). Each limits the other's picker so
 * From ≤ To; a typed date past the other end still swaps when applied (`normalizeFilterState`). Clearing a
 * box clears that end. Choosing a date keeps open-house mode on, as a From or To in the URL does.
 */
export function OpenHouseDatesEditor({ draft, onChange }: FilterEditorProps) {
  const { t } = useT();
  const set = (end: 'From' | 'To', text: string) => {
    const date = text === '' ? null : text;
    onChange(
      end === 'From' ? { ...draft, From: date, openHouses: true } : { ...draft, To: date, openHouses: true },
    );
  };
  return (
    <div className="bb-filter-editor">
      <div className="bb-pair">
        <label className="bb-field">
          <span>{t('filters.from')}</span>
          <input
            type="date"
            className="bb-input"
            value={draft.From ?? ''}
            max={draft.To ?? undefined}
            onChange={(event) => set('From', event.currentTarget.value)}
          />
        </label>
        <label className="bb-field">
          <span>{t('filters.to')}</span>
          <input
            type="date"
            className="bb-input"
            value={draft.To ?? ''}
            min={draft.From ?? undefined}
            onChange={(event) => set('To', event.currentTarget.value)}
          />
        </label>
      </div>
    </div>
  );
}
