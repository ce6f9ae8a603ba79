import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { PROPERTY_TYPES } from '../../../contract';
import { subTypeOptions } from '../../../lib/filters/sub-type-options';
import { hasSubType, toggleSubType } from '../../../lib/filters/toggle-sub-type';
import { formatPropertyType } from '../../../lib/format/format-property-type';
import { changePropertyType } from '../../../lib/listings-filters/change-property-type';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';

/**
 * The property type (exclusive radios, 'Farm & Ranch' for Farm) and the sub-types of the chosen type only,
 * spaced and sorted (SPEC §3). Switching type clears the sub-types and the price range
 * (`changePropertyType`). Not shown on /leasing, where the type is fixed (SPEC §2).
 */
export function PropertyTypeEditor({ draft, onChange }: FilterEditorProps) {
  const { lang, t } = useT();
  const route = useAtomValue(listingsRouteAtom);
  const name = useId();
  if (route.mode === 'leasing') return null;
  return (
    <div className="bb-property-type">
      <fieldset className="bb-options">
        <legend className="bb-visually-hidden">{t('filters.propertyType')}</legend>
        {PROPERTY_TYPES.map((type) => (
          <label key={type} className="bb-check">
            <input
              type="radio"
              name={name}
              value={type}
              checked={draft.propertyType === type}
              onChange={() => onChange(changePropertyType(draft, type, route))}
            />
            <span>{formatPropertyType(lang, type)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="bb-options bb-sub-types">
        <legend>{t('filters.propertySubType')}</legend>
        {subTypeOptions(lang, draft.propertyType).map((option) => (
          <label key={option.value} className="bb-check">
            <input
              type="checkbox"
              checked={hasSubType(draft.subTypes, option.value)}
              onChange={(event) =>
                onChange({
                  ...draft,
                  subTypes: toggleSubType(draft.subTypes, option.value, event.currentTarget.checked),
                })
              }
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
