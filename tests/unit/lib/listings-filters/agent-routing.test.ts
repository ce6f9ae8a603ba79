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
  });
});
