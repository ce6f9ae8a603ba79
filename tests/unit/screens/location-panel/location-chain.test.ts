import { describe, expect, it } from 'vitest';
import {
  chainForLocation,
  clearLocation,
  listScope,
  mostSpecificLocation,
  pickLocation,
} from '../../../../src/screens/listings/location-panel/location-chain';

const capital = { value: 'capital', label: 'Capital' };
const austinMetro = { value: 'austin', label: 'Austin-Round Rock-San Marcos, TX' };
const travis = { value: 'travis', label: 'Travis' };
const austin = { value: 'austin', label: 'Austin' };
const zip = { value: '78704', label: '78704' };

describe('location chain', () => {
  it('narrows each list by the nearest chosen parent the API can narrow it by', () => {
    expect(listScope({}, 'metro')).toBeNull();
    expect(listScope({ region: capital }, 'metro')).toEqual({ kind: 'region', value: 'capital' });
    expect(listScope({ region: capital }, 'county')).toEqual({ kind: 'region', value: 'capital' });
    expect(listScope({ region: capital, metro: austinMetro }, 'county')).toEqual({
      kind: 'metro',
      value: 'austin',
    });
    // No API narrows cities by metro or region: the whole list.
    expect(listScope({ region: capital, metro: austinMetro }, 'city')).toBeNull();
    expect(listScope({ county: travis }, 'city')).toEqual({ kind: 'county', value: 'travis' });
    expect(listScope({ city: austin }, 'PostalCode')).toEqual({ kind: 'city', value: 'austin' });
  });

  it('keeps the parents a pick was narrowed by and clears every other level', () => {
    const drilled = pickLocation(
      pickLocation(pickLocation({}, 'region', capital), 'metro', austinMetro),
      'county',
      travis,
    );
    expect(drilled).toEqual({ region: capital, metro: austinMetro, county: travis });
    expect(pickLocation(drilled, 'region', { value: 'alamo', label: 'Alamo' })).toEqual({
      region: { value: 'alamo', label: 'Alamo' },
    });
    // A city picked from the whole list (no county chosen) is not known to lie in the region.
    expect(pickLocation({ region: capital, metro: austinMetro }, 'city', austin)).toEqual({ city: austin });
    expect(pickLocation({ ...drilled, city: austin }, 'PostalCode', zip)).toEqual({
      ...drilled,
      city: austin,
      PostalCode: zip,
    });
  });

  it('falls back to the most specific remaining level when one is cleared', () => {
    const chain = { region: capital, metro: austinMetro, county: travis, city: austin };
    expect(mostSpecificLocation(chain)).toEqual({ kind: 'city', value: 'austin' });
    expect(mostSpecificLocation(clearLocation(chain, 'city'))).toEqual({ kind: 'county', value: 'travis' });
    expect(mostSpecificLocation(clearLocation(chain, 'metro'))).toEqual({ kind: 'city', value: 'austin' });
    const onlyRegion = clearLocation(clearLocation(clearLocation(chain, 'city'), 'county'), 'metro');
    expect(mostSpecificLocation(onlyRegion)).toEqual({ kind: 'region', value: 'capital' });
    expect(mostSpecificLocation(clearLocation(onlyRegion, 'region'))).toBeNull();
  });

  it('follows the query when it names another place (Back, a link)', () => {
    const chain = { region: capital, county: travis };
    expect(chainForLocation(chain, { kind: 'county', value: 'travis' })).toBe(chain);
    expect(chainForLocation(chain, { kind: 'city', value: 'austin' })).toEqual({
      city: { value: 'austin', label: null },
    });
    expect(chainForLocation(chain, null)).toEqual({});
  });
});
