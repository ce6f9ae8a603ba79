import { describe, expect, it } from 'vitest';
import { agentRouting } from '../../../../src/lib/listings-filters/agent-routing';
import { defaultFilterState } from '../../../../src/lib/listings-filters/listings-filter-state';

const defaults = defaultFilterState({ mode: 'listings' }, 2026);

describe('agentRouting (SPEC §4)', () => {
  it('starts an agent from another metro on that metro at zoom 8', () => {
    expect(agentRouting(defaults, 'houston')).toMatchObject({
      location: { kind: 'metro', value: 'houston' },
      map: { zoom: 8, center: null },
    });
  });

  it('leaves Austin and Dallas-Fort Worth agents, and unknown metros, on the default map', () => {
    expect(agentRouting(defaults, 'austin')).toBeNull();
    expect(agentRouting(defaults, 'dallas-fort-worth')).toBeNull();
    expect(agentRouting(defaults, null)).toBeNull();
  });

  it("never overrides where the visitor's URL points: a location or a map view", () => {
    expect(agentRouting({ ...defaults, location: { kind: 'city', value: 'katy' } }, 'houston')).toBeNull();
    expect(agentRouting({ ...defaults, map: { zoom: 11, center: null } }, 'houston')).toBeNull();
    const dallas = { latitude: 32.78, longitude: -96.8 };
    expect(agentRouting({ ...defaults, map: { zoom: 13, center: dallas } }, 'houston')).toBeNull();
  });

  it('still routes from the start view that every first load writes into the URL (Austin at zoom 13)', () => {
    const start = { zoom: 13, center: { latitude: 30.2667, longitude: -97.7333 } };
    expect(agentRouting({ ...defaults, map: start }, 'houston')).toMatchObject({
      location: { kind: 'metro', value: 'houston' },
      map: { zoom: 8, center: null },
    });
  });
});
