import { bathOptions } from '../../../lib/filters/bath-options';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';

/** Bath: one choice among Any, 1+ … 5+ (SPEC §5), as toggle chips; the pressed one is the minimum. */
export function BathEditor({ draft, onChange }: FilterEditorProps) {
  const { lang } = useT();
  return (
    <div className="bb-filter-editor">
      <div className="bb-chips">
        {bathOptions(lang).map((option) => (
          <button
            key={option.value}
            type="button"
            className="bb-chip"
            aria-pressed={draft.bath === option.value}
            onClick={() => onChange({ ...draft, bath: option.value })}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
