import type { MessageKey } from '../../../lib/i18n/messages-en';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';

const FEATURES = [
  { field: 'PrimaryBedonMainState', key: 'filters.feature.primaryBedOnMain' },
  { field: 'FireplaceState', key: 'filters.feature.fireplace' },
  { field: 'AccessibilityFeaturesState', key: 'filters.feature.accessibility' },
] as const satisfies readonly { field: string; key: MessageKey }[];

/** The three feature flags of SPEC §1: Primary Bedroom on Main, Fireplace, Accessibility Features. */
export function HomeFeaturesEditor({ draft, onChange }: FilterEditorProps) {
  const { t } = useT();
  return (
    <fieldset className="bb-options">
      <legend className="bb-visually-hidden">{t('filters.homeFeatures')}</legend>
      {FEATURES.map(({ field, key }) => (
        <label key={field} className="bb-check">
          <input
            type="checkbox"
            checked={draft[field]}
            onChange={(event) => onChange({ ...draft, [field]: event.currentTarget.checked })}
          />
          <span>{t(key)}</span>
        </label>
      ))}
    </fieldset>
  );
}
