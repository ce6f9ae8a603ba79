import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXAS_PLACES_FILE, texasPlaces } from '../../../scripts/make-texas-places';
import { loadPlaces } from '../../../src/map/place-labels';

describe('the city names of the offline map', () => {
  it('are those of the shipped geography (run scripts/make-texas-places.ts when it changes)', () => {
    expect(JSON.parse(readFileSync(TEXAS_PLACES_FILE, 'utf8'))).toEqual(texasPlaces());
  });

  it('show the big cities over all of Texas and leave the small towns for when a county fills the map', async () => {
    const places = await loadPlaces();
    const tierOf = (name: string) =>
      places.features.find((place) => place.properties?.name === name)?.properties?.tier;
    for (const city of ['Houston', 'Dallas', 'San Antonio', 'Austin', 'El Paso', 'Fort Worth'])
      expect(tierOf(city)).toBe(0);
    expect(tierOf('Round Rock')).toBe(1);
    expect(tierOf('Utopia')).toBe(2);
    expect(places.features.filter((place) => place.properties?.tier === 0).length).toBeLessThan(20);
  });
});
