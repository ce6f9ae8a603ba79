import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchBoundary } from '../../../src/lib/listings-filters/search-boundary';
import { startPolygonDraw } from '../../../src/map/draw-polygon';
import { fakeDrawMap } from '../support/fake-draw-map';

function press(canvas: HTMLCanvasElement, x: number, y: number, to = { x, y }, pointerType = 'mouse') {
  const init = { isPrimary: true, button: 0, pointerId: 1, pointerType, bubbles: true };
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to.x, clientY: to.y }));
}

function callbacks() {
  return {
    onCorners: vi.fn(),
    onFinish: vi.fn<(boundary: SearchBoundary) => void>(),
    onTooFew: vi.fn(),
    onCancel: vi.fn(),
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('startPolygonDraw', () => {
  it('puts the map in drawing mode, adds a corner per click and closes the shape on a click on the first', () => {
    const { map, canvas, section, drawing, drafts } = fakeDrawMap();
    const on = callbacks();
    startPolygonDraw(map, section, on);
    expect(drawing).toEqual([true]);

    press(canvas, 100, 100);
    press(canvas, 300, 100);
    press(canvas, 300, 300);
    expect(on.onCorners).toHaveBeenLastCalledWith([
      [1, -1],
      [3, -1],
      [3, -3],
    ]);
    expect(drafts.at(-1)?.corners).toHaveLength(3);
    press(canvas, 103, 98);
    expect(on.onFinish).toHaveBeenCalledWith([
      [1, -1],
      [3, -1],
      [3, -3],
    ]);
    // The map is handed back: no drawing mode, no draft.
    expect(drawing).toEqual([true, false]);
    expect(drafts.at(-1)).toBeNull();
    // Ended: further clicks do nothing.
    press(canvas, 500, 500);
    expect(on.onCorners).toHaveBeenCalledTimes(3);
  });

  it('takes a press that moved for a drag, not a corner', () => {
    const { map, canvas, section } = fakeDrawMap();
    const on = callbacks();
    startPolygonDraw(map, section, on);
    press(canvas, 100, 100, { x: 160, y: 140 });
    expect(on.onCorners).not.toHaveBeenCalled();
    // A finger may slip a little more than a mouse and still tap.
    press(canvas, 100, 100, { x: 110, y: 105 }, 'touch');
    expect(on.onCorners).toHaveBeenCalledTimes(1);
  });

  it('follows the mouse with the line from the last corner', () => {
    const { map, canvas, section, drafts } = fakeDrawMap();
    startPolygonDraw(map, section, callbacks());
    press(canvas, 100, 100);
    canvas.dispatchEvent(
      new PointerEvent('pointermove', { pointerType: 'mouse', clientX: 250, clientY: 150 }),
    );
    expect(drafts.at(-1)).toEqual({ corners: [[1, -1]], cursor: [2.5, -1.5] });
  });

  it('finishes on Enter and a double-click, refusing too few corners; Backspace takes the last corner back', () => {
    const { map, canvas, section } = fakeDrawMap();
    const on = callbacks();
    startPolygonDraw(map, section, on);
    press(canvas, 100, 100);
    press(canvas, 300, 100);
    section.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(on.onTooFew).toHaveBeenCalledTimes(1);
    expect(on.onFinish).not.toHaveBeenCalled();
    press(canvas, 300, 300);
    press(canvas, 100, 300);
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true }));
    expect(on.onCorners).toHaveBeenLastCalledWith([
      [1, -1],
      [3, -1],
      [3, -3],
    ]);
    canvas.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    expect(on.onFinish).toHaveBeenCalledTimes(1);
  });

  it('adds the map centre on Space (the keyboard way), and Escape cancels', () => {
    const { map, canvas, section, drawing } = fakeDrawMap();
    const on = callbacks();
    startPolygonDraw(map, section, on);
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(on.onCorners).toHaveBeenLastCalledWith([[2, -2]]);
    // The same centre again would stack corners: ignored.
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(on.onCorners).toHaveBeenCalledTimes(1);
    section.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(on.onCancel).toHaveBeenCalledTimes(1);
    expect(drawing).toEqual([true, false]);
  });

  it('leaves keys typed into a field, and Enter on a button, to them', () => {
    const { map, canvas, section } = fakeDrawMap();
    const on = callbacks();
    const input = document.createElement('input');
    const button = document.createElement('button');
    section.append(input, button);
    startPolygonDraw(map, section, on);
    for (const key of ['Enter', 'Escape', ' ', 'Backspace']) {
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(on.onCorners).not.toHaveBeenCalled();
    expect(on.onCancel).not.toHaveBeenCalled();
    expect(on.onTooFew).not.toHaveBeenCalled();
    press(canvas, 100, 100);
    expect(on.onCorners).toHaveBeenCalledTimes(1);
  });

  it('stops without calling back', () => {
    const { map, canvas, section, drawing } = fakeDrawMap();
    const on = callbacks();
    const session = startPolygonDraw(map, section, on);
    session.stop();
    press(canvas, 100, 100);
    expect(on.onCorners).not.toHaveBeenCalled();
    expect(on.onCancel).not.toHaveBeenCalled();
    expect(drawing).toEqual([true, false]);
  });
});
