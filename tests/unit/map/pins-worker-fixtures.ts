import { emptyMapPins, type MapPins, type MapPinsResponse } from '../../../src/contract';

/** A pins answer of `n` single-listing pins on a 0.01° grid around Austin (8 per row). */
export function pinsAnswer(n: number, firstKey = 1): MapPinsResponse {
  const data: MapPins = { ...emptyMapPins(), total: n, statuses: ['Active'], streets: ['Elm St'] };
  for (let i = 0; i < n; i++) {
    data.lat.push(30.25 + Math.floor(i / 8) * 0.01);
    data.lng.push(-97.76 + (i % 8) * 0.01);
    data.count.push(1);
    data.key.push(firstKey + i);
    data.price.push(300_000 + i * 1000);
    data.status.push(0);
    data.house.push(String(100 + i));
    data.street.push(0);
    data.unit.push('');
  }
  return { data };
}

export const AUSTIN_BOX = { north: 30.4, south: 30.1, east: -97.6, west: -97.9 };
