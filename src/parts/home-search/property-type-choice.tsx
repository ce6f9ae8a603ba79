import { PROPERTY_TYPES, type PropertyType } from '../../contract';
import { formatPropertyType } from '../../lib/format/format-property-type';
import { Dropdown } from '../../ui/dropdown';
import { useT } from '../../ui/use-t';

interface Props {
  value: PropertyType | null;
  onChange: (value: PropertyType | null) => void;
}

/**
 * The Property Type dropdown of the home search box: one radio list, 'All' then the seven types with
 * their words split ('ResidentialLease' → 'Residential Lease', SPEC §2). Choosing one closes the panel.
 */
export function PropertyTypeChoice({ value, onChange }: Props) {
  const { t, lang } = useT();
  const choices: (PropertyType | null)[] = [null, ...PROPERTY_TYPES];
  const label = (type: PropertyType | null) =>
    type === null ? t('home.all') : formatPropertyType(lang, type);
  return (
    <Dropdown
      name="home-type"
      label={t('home.propertyType')}
      preview={value === null ? undefined : label(value)}
      className="bb-home-search-field"
    >
      {(close) => (
        <fieldset className="bb-options">
          <legend className="bb-visually-hidden">{t('home.propertyType')}</legend>
          {choices.map((type) => (
            <label key={type ?? 'all'} className="bb-check">
              <input
                type="radio"
                name="home-property-type"
                checked={value === type}
                onChange={() => onChange(type)}
                onClick={(event) => {
                  // A click (not arrow keys, which move through the list) settles the choice.
                  if (event.detail > 0) close();
                }}
              />
              <span>{label(type)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Dropdown>
  );
}
