import { describe, expect, it } from 'vitest';
import { clusterIconSize } from '../../../src/map/cluster-icon-size';

describe('clusterIconSize', () => {
  it('steps through 30, 40, 50, 60 and 70 px as clusters grow tenfold (SPEC §2)', () => {
    expect([2, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 250_000].map(clusterIconSize)).toEqual([
      30, 30, 40, 40, 50, 50, 60, 60, 70, 70,
    ]);
  });
});
