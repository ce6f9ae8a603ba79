import { SALE_PRICE_MULTIPLIER } from './price-slider-steps';

/**
 * Where a price slider is shown: the filters of the listings screens, or the narrow residential-lease
 * range of the /leasing route and the home search box.
 */
export type PriceSliderContext = 'filter' | 'leasing';

/** How the SPEC §4 step table is scaled for a property type. */
export interface PriceSliderScale {
  /** Dollars per slider unit, for `priceAtPosition` / `positionForPrice`. */
  readonly multiplier: number;
  /** The highest price (position 142); a max at the ceiling means "no limit". */
  readonly ceiling: number;
}

function scale(multiplier: number): PriceSliderScale {
  // The full-scale table spans 100 units (0 … 10,000,000 at 100,000 dollars per unit).
  return { multiplier, ceiling: multiplier * 100 };
}

/**
 * The slider scale of a property type, chosen so the ceilings of SPEC §4 come out:
 * CommercialLease 1,000 per unit (ceiling 100,000); ResidentialLease 100 per unit on /leasing and in
 * the home search box (ceiling 10,000, SPEC's multiplier) but 500 per unit in the listings filter,
 * because there SPEC sets the ceiling at 50,000; every other type 100,000 per unit (ceiling 10,000,000).
 * Scaled steps stay round: residential lease in the filter moves by 50, 125 and 500 dollars.
 */
export function priceSliderScale(
  propertyType: string | null | undefined,
  context: PriceSliderContext = 'filter',
): PriceSliderScale {
  if (propertyType === 'ResidentialLease') return scale(context === 'leasing' ? 100 : 500);
  if (propertyType === 'CommercialLease') return scale(1_000);
  return scale(SALE_PRICE_MULTIPLIER);
}
