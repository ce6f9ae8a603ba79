import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { MapDrawControl } from '../../../../../src/screens/listings/map/map-draw-control';
import { fakeDrawMap } from '../../../support/fake-draw-map';
import { isVisuallyHidden } from '../../../support/is-visually-hidden';

describe('draw to search on the map', () => {
  it('keeps “Add corner at centre” out of sight, for the keyboard, until it has the focus', () => {
    const { map, section } = fakeDrawMap();
    render(
      <Provider store={createStore()}>
        <MapDrawControl
          map={map}
          section={{ current: section }}
          onStart={() => {}}
          onDrawingChange={() => {}}
        />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    const addCentre = screen.getByRole('button', { name: 'Add corner at centre' });
    expect(isVisuallyHidden(addCentre)).toBe(true);
    addCentre.focus();
    expect(isVisuallyHidden(addCentre)).toBe(false);
  });
});
