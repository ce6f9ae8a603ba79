import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { bathPreview } from '../../../lib/filters/bath-preview';
import { bedsPreview } from '../../../lib/filters/beds-preview';
import { levelsPreview } from '../../../lib/filters/levels-preview';
import { locationLabel } from '../../../lib/filters/location-label';
import { openHousePreview } from '../../../lib/filters/open-house-preview';
import { pricePreview } from '../../../lib/filters/price-preview';
import { sqftPreview } from '../../../lib/filters/sqft-preview';
import { formatPropertyType } from '../../../lib/format/format-property-type';
import { filterPriceCeiling } from '../../../lib/listings-filters/filter-price-ceiling';
import { roomFiltersApply } from '../../../lib/listings-filters/room-filters-apply';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { useT } from '../../../ui/use-t';
import { BathEditor } from '../filters/bath-editor';
import { BedsEditor } from '../filters/beds-editor';
import { LevelsEditor } from '../filters/levels-editor';
import { OpenHouseDatesEditor } from '../filters/open-house-dates-editor';
import { PriceEditor } from '../filters/price-editor';
import { SqftEditor } from '../filters/sqft-editor';
import { FilterDropdown } from './filter-dropdown';
import { LabelledDropdown } from './labelled-dropdown';

export interface FilterBarProps {
  /** The Location panel's content; `close` shuts the dropdown and returns focus to its button. */
  renderLocation: (close: () => void) => ReactNode;
  /** The More filters panel's content, likewise. */
  renderMoreFilters: (close: () => void) => ReactNode;
}

/**
 * The desktop filter bar of the listings screen (SPEC §2): Open House (open-house mode only), Location,
 * Price, Beds and Bath (not for commercial types, which have neither), Sqft, Levels and More filters, each
 * a dropdown whose button previews the applied filter in SPEC §4's words. Hidden below 993 px, where the
 * mobile drawer takes over (filter-bar.css).
 */
export function FilterBar({ renderLocation, renderMoreFilters }: FilterBarProps) {
  const { lang, t } = useT();
  const applied = useAtomValue(listingsFilterAtom);
  const route = useAtomValue(listingsRouteAtom);
  const ceiling = filterPriceCeiling(applied.propertyType, route);
  const priceAtDefault = applied.minPrice <= 0 && applied.maxPrice >= ceiling;
  // /leasing forces its type, and Residential is every other route's default: neither is a choice.
  const typeChosen = route.mode !== 'leasing' && applied.propertyType !== 'Residential';
  const optional = (text: string | null) => text ?? undefined;

  return (
    <search className="bb-filter-bar" aria-label={t('filters.bar')}>
      {applied.openHouses && (
        <FilterDropdown
          filter="openHouse"
          label={t('filters.openHouse')}
          preview={optional(openHousePreview(lang, applied.From, applied.To))}
          Editor={OpenHouseDatesEditor}
        />
      )}
      <LabelledDropdown
        name="location"
        label={t('filters.location')}
        chosen={applied.location && locationLabel(applied.location)}
      >
        {renderLocation}
      </LabelledDropdown>
      <FilterDropdown
        filter="price"
        label={t('filters.price')}
        preview={pricePreview(lang, applied.minPrice, applied.maxPrice, ceiling)}
        className={priceAtDefault ? 'at-default' : undefined}
        Editor={PriceEditor}
      />
      {roomFiltersApply(applied.propertyType) && (
        <>
          <FilterDropdown
            filter="beds"
            label={t('filters.beds')}
            preview={optional(bedsPreview(applied.minBedsCount, applied.maxBedsCount))}
            Editor={BedsEditor}
          />
          <FilterDropdown
            filter="bath"
            label={t('filters.bath')}
            preview={optional(bathPreview(applied.bath))}
            Editor={BathEditor}
          />
        </>
      )}
      <FilterDropdown
        filter="sqft"
        label={t('filters.sqft')}
        preview={optional(sqftPreview(applied.squareMin, applied.squareMax))}
        Editor={SqftEditor}
      />
      <FilterDropdown
        filter="levels"
        label={t('filters.levels')}
        preview={optional(levelsPreview(applied.levelsMin, applied.levelsMax))}
        Editor={LevelsEditor}
      />
      <LabelledDropdown
        name="more-filters"
        label={t('filters.moreFilters')}
        className="bb-more-filters-dropdown"
        chosen={typeChosen ? formatPropertyType(lang, applied.propertyType) : null}
      >
        {renderMoreFilters}
      </LabelledDropdown>
    </search>
  );
}
