import { useAtomValue } from 'jotai';
import { filterPriceCeiling } from '../../../lib/listings-filters/filter-price-ceiling';
import { priceChoiceLabel } from '../../../lib/price/price-choice-label';
import { priceMaxOptions, priceMinOptions } from '../../../lib/price/price-choice-options';
import { priceSliderScale } from '../../../lib/price/price-slider-scale';
import {
  PRICE_SLIDER_LAST_POSITION,
  positionForPrice,
  priceAtPosition,
} from '../../../lib/price/price-slider-steps';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { RangeSlider } from '../../../ui/range-slider';
import { usePanelId } from '../../../ui/use-panel-id';
import { useT } from '../../../ui/use-t';
import { mapPriceRangeAtom } from '../map/map-price-range-atom';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterSelect } from './filter-select';
import { PriceInput } from './price-input';

/**
 * Price (SPEC §4, §5): a two-handle slider over the step table, Min and Max boxes and the 'Set Min' /
 * 'Set Max' lists, all editing the same two draft values. Lease types use the scaled table and their own
 * ceiling (residential lease 50,000 in the filter, 10,000 on /leasing; commercial lease 100,000).
 * A min typed above the max is kept and flagged; the ends swap when the range is applied.
 */
export function PriceEditor({ draft, onChange, onSubmit }: FilterEditorProps) {
  const { lang, t } = useT();
  const route = useAtomValue(listingsRouteAtom);
  const inView = useAtomValue(mapPriceRangeAtom);
  const noteId = usePanelId('price-note');
  const { multiplier } = priceSliderScale(
    draft.propertyType,
    route.mode === 'leasing' ? 'leasing' : 'filter',
  );
  const ceiling = filterPriceCeiling(draft.propertyType, route);
  const { minPrice, maxPrice } = draft;
  const inverted = minPrice > maxPrice;
  const low = Math.min(minPrice, maxPrice);
  const high = Math.max(minPrice, maxPrice);
  const lowPosition = positionForPrice(low, multiplier);
  const highPosition = positionForPrice(high, multiplier);
  const label = (price: number) => priceChoiceLabel(lang, price, ceiling);
  const set = (min: number, max: number) => onChange({ ...draft, minPrice: min, maxPrice: max });

  return (
    <div className="bb-filter-editor bb-price-editor">
      <RangeSlider
        min={0}
        max={PRICE_SLIDER_LAST_POSITION}
        value={[lowPosition, highPosition]}
        labels={[t('filters.price.minimum'), t('filters.price.maximum')]}
        valueText={(position) => label(priceAtPosition(position, multiplier))}
        // Only the handle that moved takes a table price; the other keeps a typed price such as 123,456.
        onChange={([from, to]) =>
          set(
            from === lowPosition ? low : priceAtPosition(from, multiplier),
            to === highPosition ? high : priceAtPosition(to, multiplier),
          )
        }
      />
      <div className="bb-pair">
        <PriceInput
          label={t('filters.min')}
          end="min"
          value={minPrice}
          ceiling={ceiling}
          flagged={inverted}
          noteId={noteId}
          onValue={(price) => set(price, maxPrice)}
          onEnter={(price) => onSubmit?.({ ...draft, minPrice: price })}
        />
        <PriceInput
          label={t('filters.max')}
          end="max"
          value={maxPrice}
          ceiling={ceiling}
          flagged={inverted}
          noteId={noteId}
          onValue={(price) => set(minPrice, price)}
          onEnter={(price) => onSubmit?.({ ...draft, maxPrice: price })}
        />
      </div>
      {/* The note's room is kept while it is hidden: leaving a box can take the note away, and a button
          moving up under the press that left the box would lose its click (issue 22). */}
      <div className="bb-filter-note-slot">
        <span className="bb-filter-note" aria-hidden="true">
          {t('filters.price.swapNotice')}
        </span>
        <p className="bb-filter-note" id={noteId} role="status">
          {inverted && t('filters.price.swapNotice')}
        </p>
      </div>
      {/* SPEC §4: with the map driving the search, the answer's price range frames the choice. */}
      {inView && (
        <p className="bb-filter-note">
          {t('filters.price.inView', { min: label(inView.min), max: label(inView.max) })}
        </p>
      )}
      <div className="bb-pair">
        <FilterSelect
          label={t('filters.setMin')}
          value={minPrice}
          options={priceMinOptions(lang, multiplier, ceiling, maxPrice)}
          formatValue={label}
          onChange={(price) => set(price, maxPrice)}
        />
        <FilterSelect
          label={t('filters.setMax')}
          value={maxPrice}
          options={priceMaxOptions(lang, multiplier, ceiling, minPrice)}
          formatValue={label}
          onChange={(price) => set(minPrice, price)}
        />
      </div>
    </div>
  );
}
