import { describe, expect, it } from 'vitest';
import type { MoveCause } from '../../../src/map/map-adapter';
import { fakeGlMap } from './fake-gl-map';

/** The causes the adapter reports for the moves the engine plays to it. */
function recordCauses() {
  const fake = fakeGlMap();
  const causes: MoveCause[] = [];
  fake.adapter.onMoveEnd((cause) => causes.push(cause));
  return { ...fake, causes };
}

const input = { originalEvent: new MouseEvent('mousemove') };

describe('who moved the map', () => {
  it('counts a drag, whose move carries the mouse events, as the visitor’s', () => {
    const { fire, causes } = recordCauses();
    fire('movestart', input);
    fire('moveend', input);
    expect(causes).toEqual(['user']);
  });

  it('counts a wheel zoom as the visitor’s, though the engine starts and ends it with no input event', () => {
    const { fire, causes } = recordCauses();
    fire('wheel', { originalEvent: new WheelEvent('wheel') });
    fire('movestart');
    fire('moveend');
    // The next move without a wheel before it is the page's own again.
    fire('movestart');
    fire('moveend');
    expect(causes).toEqual(['user', 'code']);
  });

  it('does not count a wheel the map let pass while a popup held it', () => {
    const { adapter, fire, causes } = recordCauses();
    adapter.setInteractive(false);
    fire('wheel', { originalEvent: new WheelEvent('wheel') });
    adapter.setInteractive(true);
    fire('movestart');
    fire('moveend');
    expect(causes).toEqual(['code']);
  });
});
