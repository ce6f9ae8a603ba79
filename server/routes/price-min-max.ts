import type { FastifyPluginAsync } from 'fastify';
import { type PriceMinMaxResponse, priceMinMaxParamsSchema } from '../../src/contract';
import { priceSliderScale } from '../../src/lib/price/price-slider-scale';
import { PRICE_SLIDER_LAST_POSITION, priceAtPosition } from '../../src/lib/price/price-slider-steps';
import { priceStepTable } from '../../src/lib/price/price-step-table';
import { parseOr400 } from '../http/parse-or-400';

/**
 * `GET /api/v1/price/min-max/{propertyType}` (SPEC §7, §4 price slider steps): the price at each of the
 * slider's 143 positions, the step table they come from and the type's ceiling, all scaled for the type
 * as the listings filter shows it (residential lease up to 50,000, commercial lease up to 100,000).
 * Computed, not stored: the answer depends on nothing but the type.
 */
export const priceMinMaxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/price/min-max/:propertyType', async (request): Promise<PriceMinMaxResponse> => {
    const { propertyType } = parseOr400(priceMinMaxParamsSchema, request.params, 'property type');
    const { multiplier, ceiling } = priceSliderScale(propertyType);
    const prices = Array.from({ length: PRICE_SLIDER_LAST_POSITION + 1 }, (_, position) =>
      priceAtPosition(position, multiplier),
    );
    return { prices, step_value_table: priceStepTable(multiplier), default_max: ceiling };
  });
};
