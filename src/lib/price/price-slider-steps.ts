/** Last position of the price slider: positions run 0…142 (143 stops). */
export const PRICE_SLIDER_LAST_POSITION = 142;

/** Multiplier of the full-scale table (sale types: 0 … 10,000,000 dollars). */
export const SALE_PRICE_MULTIPLIER = 100_000;

// SPEC §4 step table at full scale: each segment starts at `firstPosition` with `startPrice`.
const SEGMENTS = [
  { firstPosition: 0, startPrice: 0, step: 10_000 }, // 0…19 → 0 … 190,000
  { firstPosition: 20, startPrice: 200_000, step: 25_000 }, // 20…51 → 200,000 … 975,000
  { firstPosition: 52, startPrice: 1_000_000, step: 100_000 }, // 52…142 → 1,000,000 … 10,000,000
] as const;

function clampPosition(position: number): number {
  if (!Number.isFinite(position)) return 0;
  return Math.min(PRICE_SLIDER_LAST_POSITION, Math.max(0, Math.round(position)));
}

function fullScalePrice(position: number): number {
  let price = 0;
  for (const { firstPosition, startPrice, step } of SEGMENTS) {
    if (position >= firstPosition) price = startPrice + (position - firstPosition) * step;
  }
  return price;
}

/**
 * The price at a slider position, following SPEC §4's table: steps of 10,000 up to 190,000, of 25,000
 * from 200,000 to 975,000, and of 100,000 from 1,000,000 to 10,000,000 (position 142).
 *
 * Lease types reuse the same table scaled down. SPEC gives the scale as a "slider unit multiplier":
 * the full-scale table counts units of 100,000, so a price is `units × multiplier` and the ceiling is
 * `100 × multiplier` (see `priceSliderScale`). Positions outside 0…142 are clamped, fractions rounded.
 *
 * @param multiplier dollars per slider unit; 100,000 (the default) gives the sale table
 */
export function priceAtPosition(position: number, multiplier: number = SALE_PRICE_MULTIPLIER): number {
  return Math.round((fullScalePrice(clampPosition(position)) * multiplier) / SALE_PRICE_MULTIPLIER);
}

/**
 * The slider position whose price is nearest to `price` (the lower position on a tie), for placing the
 * handles from URL or typed values. Prices below 0 go to position 0, above the ceiling to 142.
 */
export function positionForPrice(price: number, multiplier: number = SALE_PRICE_MULTIPLIER): number {
  if (!Number.isFinite(price)) return 0;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let position = 0; position <= PRICE_SLIDER_LAST_POSITION; position += 1) {
    const distance = Math.abs(priceAtPosition(position, multiplier) - price);
    if (distance < bestDistance) {
      best = position;
      bestDistance = distance;
    }
  }
  return best;
}
