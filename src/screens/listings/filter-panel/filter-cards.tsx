import { useAtomValue } from 'jotai';
import type { ListedDateVariant } from '../../../lib/filters/listed-date-options';
import { type FilterGroup, resetFilterGroup } from '../../../lib/filters/reset-filter-group';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from '../filters/filter-editor-props';
import { GarageEditor } from '../filters/garage-editor';
import { HomeFeaturesEditor } from '../filters/home-features-editor';
import { ListedDateEditor } from '../filters/listed-date-editor';
import { LotSizeEditor } from '../filters/lot-size-editor';
import { PropertyTypeEditor } from '../filters/property-type-editor';
import { ShowOnlyEditor } from '../filters/show-only-editor';
import { StatusEditor } from '../filters/status-editor';
import { YearBuiltEditor } from '../filters/year-built-editor';
import { FilterCard } from './filter-card';

interface Props extends FilterEditorProps {
  /** The desktop side panel offers only 1, 7 and 30 days (SPEC §5). */
  readonly listedDateVariant: ListedDateVariant;
}

/**
 * The filters beyond the top bar, as cards: Property Type (not on /leasing, where the type is fixed), Home
 * Features (lot size, garage, year built and the three feature flags), Status, Timeframe and Show Only.
 * Shared by the side panel, the more-filters dropdown and the mobile drawer so they can never drift apart.
 */
export function FilterCards({ draft, onChange, listedDateVariant }: Props) {
  const { t } = useT();
  const route = useAtomValue(listingsRouteAtom);
  const reset = (group: FilterGroup) => () =>
    onChange(resetFilterGroup(draft, group, route, new Date().getFullYear()));
  const editor = { draft, onChange };
  return (
    <div className="bb-filter-cards">
      {route.mode !== 'leasing' && (
        <FilterCard title={t('filters.propertyType')} onReset={reset('propertyType')}>
          <PropertyTypeEditor {...editor} />
        </FilterCard>
      )}
      <FilterCard title={t('filters.homeFeatures')} onReset={reset('homeFeatures')}>
        <LotSizeEditor {...editor} />
        <GarageEditor {...editor} />
        <YearBuiltEditor {...editor} />
        <HomeFeaturesEditor {...editor} />
      </FilterCard>
      <FilterCard title={t('filters.status')} onReset={reset('status')}>
        <StatusEditor {...editor} />
      </FilterCard>
      <FilterCard title={t('filters.timeframe')} onReset={reset('timeframe')}>
        <ListedDateEditor {...editor} variant={listedDateVariant} />
      </FilterCard>
      <FilterCard title={t('filters.showOnly')} onReset={reset('showOnly')}>
        <ShowOnlyEditor {...editor} />
      </FilterCard>
    </div>
  );
}
