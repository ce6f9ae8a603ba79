import { PRICE_SLIDER_LAST_POSITION, priceAtPosition, SALE_PRICE_MULTIPLIER } from './price-slider-steps';

/** One band of the price slider: positions `from`…`to` are `start + (position - from) × step` dollars. */
export interface PriceStepBand {
  from: number;
  to: number;
  start: number;
  step: number;
}

/**
 * The SPEC §4 step table scaled by `multiplier` (see `priceSliderScale`), read off `priceAtPosition` so
 * the two can never disagree: a band starts where the step to the next position changes. Sale types give
 * positions 0–19 by 10,000, 20–51 by 25,000 from 200,000 and 52–142 by 100,000 from 1,000,000.
 */
export function priceStepTable(multiplier: number = SALE_PRICE_MULTIPLIER): PriceStepBand[] {
  const price = (position: number) => priceAtPosition(position, multiplier);
  const stepAfter = (position: number) => price(position + 1) - price(position);
  const bands: PriceStepBand[] = [];
  let from = 0;
  for (let position = 1; position <= PRICE_SLIDER_LAST_POSITION; position++) {
    const last = position === PRICE_SLIDER_LAST_POSITION;
    if (last || stepAfter(position) !== stepAfter(position - 1)) {
      const to = last ? position : position - 1;
      bands.push({ from, to, start: price(from), step: stepAfter(from) });
      from = position;
    }
  }
  return bands;
}
