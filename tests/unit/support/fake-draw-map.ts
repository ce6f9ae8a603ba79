import type { DrawDraft } from '../../../src/map/draw-features';
import type { MapAdapter } from '../../../src/map/map-adapter';

/** A map where one degree is 100 px, north up, its centre at (2°, -2°); records what drawing asks of it. */
export function fakeDrawMap() {
  const canvas = document.createElement('canvas');
  const section = document.createElement('section');
  section.append(canvas);
  document.body.append(section);
  const drawing: boolean[] = [];
  const drafts: (DrawDraft | null)[] = [];
  const map = {
    canvas,
    camera: () => ({ lng: 2, lat: -2, zoom: 12 }),
    project: (lng: number, lat: number) => ({ x: lng * 100, y: -lat * 100 }),
    unproject: (x: number, y: number) => ({ lng: x / 100, lat: -y / 100 }),
    setDrawing: (on: boolean) => drawing.push(on),
    setDrawDraft: (draft: DrawDraft | null) => drafts.push(draft),
  } as unknown as MapAdapter;
  return { map, canvas, section, drawing, drafts };
}
