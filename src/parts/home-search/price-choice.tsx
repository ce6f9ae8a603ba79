import type { PropertyType } from '../../contract';
import { pricePreview } from '../../lib/filters/price-preview';
import { priceChoiceLabel } from '../../lib/price/price-choice-label';
import { priceSliderScale } from '../../lib/price/price-slider-scale';
import {
  PRICE_SLIDER_LAST_POSITION,
  positionForPrice,
  priceAtPosition,
} from '../../lib/price/price-slider-steps';
import { Dropdown } from '../../ui/dropdown';
import { RangeSlider } from '../../ui/range-slider';
import { useT } from '../../ui/use-t';

interface Props {
  propertyType: PropertyType | null;
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
}

/**
 * The price dropdown of the home search box: the two-handle slider on SPEC §4's step table, scaled for
 * the chosen type (residential lease tops out at 10,000 here). The button shows 'Any Price' or '250K - 1M'.
 */
export function PriceChoice({ propertyType, min, max, onChange }: Props) {
  const { t, lang } = useT();
  const scale = priceSliderScale(propertyType, 'leasing');
  // '$0' at the low end, as the listings' price filter reads it; 'No Price' is a card's missing price.
  const text = (position: number) =>
    priceChoiceLabel(lang, priceAtPosition(position, scale.multiplier), scale.ceiling);
  // 'Any Price' is the default: the button then keeps its plain look, like the other unset choices.
  const preview = min <= 0 && max >= scale.ceiling ? undefined : pricePreview(lang, min, max, scale.ceiling);
  return (
    <Dropdown name="home-price" label={t('home.price')} preview={preview} className="bb-home-search-field">
      {() => (
        <div className="bb-home-price">
          <RangeSlider
            min={0}
            max={PRICE_SLIDER_LAST_POSITION}
            value={[positionForPrice(min, scale.multiplier), positionForPrice(max, scale.multiplier)]}
            labels={[t('filters.price.minimum'), t('filters.price.maximum')]}
            valueText={text}
            onChange={([low, high]) =>
              onChange(priceAtPosition(low, scale.multiplier), priceAtPosition(high, scale.multiplier))
            }
          />
          <p className="bb-home-price-values" aria-hidden="true">
            <span>{text(positionForPrice(min, scale.multiplier))}</span>
            <span>{text(positionForPrice(max, scale.multiplier))}</span>
          </p>
        </div>
      )}
    </Dropdown>
  );
}
