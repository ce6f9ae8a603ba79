import { useId } from 'react';
import { BEDS_MAX } from '../../lib/constants';
import { bathOptions } from '../../lib/filters/bath-options';
import { bedsMaxOptions, bedsMinOptions } from '../../lib/filters/beds-options';
import { bedsPreview } from '../../lib/filters/beds-preview';
import { Dropdown } from '../../ui/dropdown';
import { useT } from '../../ui/use-t';

interface Props {
  minBeds: number;
  maxBeds: number;
  bath: number;
  onBeds: (min: number, max: number) => void;
  onBath: (bath: number) => void;
}

/** The Beds (No Min / No Max selects) and Baths (Any, 1+ … 5+) dropdowns of the home search box. */
export function RoomsChoice({ minBeds, maxBeds, bath, onBeds, onBath }: Props) {
  const { t, lang } = useT();
  const id = useId();
  const beds = bedsPreview(minBeds, maxBeds);
  return (
    <>
      <Dropdown
        name="home-beds"
        label={t('home.beds')}
        preview={beds || undefined}
        className="bb-home-search-field"
      >
        {() => (
          <div className="bb-pair">
            <label className="bb-field" htmlFor={`${id}-min`}>
              <span>{t('home.bedsMin')}</span>
              <select
                id={`${id}-min`}
                className="bb-select"
                value={minBeds}
                onChange={(event) => onBeds(Number(event.target.value), maxBeds)}
              >
                <option value={0}>{t('filters.noMin')}</option>
                {bedsMinOptions(lang, maxBeds).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="bb-field" htmlFor={`${id}-max`}>
              <span>{t('home.bedsMax')}</span>
              <select
                id={`${id}-max`}
                className="bb-select"
                value={maxBeds === BEDS_MAX ? 0 : maxBeds}
                onChange={(event) => onBeds(minBeds, Number(event.target.value) || BEDS_MAX)}
              >
                <option value={0}>{t('filters.noMax')}</option>
                {bedsMaxOptions(lang, minBeds)
                  .filter((option) => option.value < BEDS_MAX)
                  .map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
              </select>
            </label>
          </div>
        )}
      </Dropdown>
      <Dropdown
        name="home-baths"
        label={t('home.baths')}
        preview={bath > 0 ? `${bath}+` : undefined}
        className="bb-home-search-field"
      >
        {(close) => (
          <fieldset className="bb-options">
            <legend className="bb-visually-hidden">{t('home.baths')}</legend>
            {bathOptions(lang).map((option) => (
              <label key={option.value} className="bb-check">
                <input
                  type="radio"
                  name={`${id}-bath`}
                  checked={bath === option.value}
                  onChange={() => onBath(option.value)}
                  onClick={(event) => {
                    if (event.detail > 0) close();
                  }}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
        )}
      </Dropdown>
    </>
  );
}
