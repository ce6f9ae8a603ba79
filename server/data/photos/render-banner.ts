import { createRng, mixSeed } from '../generator/create-rng';
import { svgKit as k } from './svg-kit';

/**
 * A wide agent-page banner (1200×300): Hill Country at golden hour with a field of bluebonnets, varied
 * by `name` (an agent's MatrixDir or any string). No text: the page overlays its own.
 */
export function renderBanner(name: string): string {
  const rng = createRng(mixSeed(...[...name].map((char) => char.charCodeAt(0)), 0xba22e2));
  const defs = k.vGradient(
    's',
    rng.pick(['#3f6fa8', '#5d8fc4', '#e58b5b']),
    rng.pick(['#f6d8a8', '#dcebf6']),
  );
  let s = k.rect(0, 0, 1200, 300, 'url(#s)');
  const ridge = (base: number, colour: string) =>
    k.path(`M0 ${base}Q300 ${base - rng.int(40, 90)} 600 ${base - 20}T1200 ${base}V300H0Z`, colour);
  s += ridge(170, '#7d93a6') + ridge(200, '#5f7f5a') + ridge(235, '#4f6f3f');
  // Each flower is a short round-capped stroke: a field of 150 costs little more than 1 KB.
  const flower = (): [number, number, number, number] => {
    const x = rng.int(0, 1200);
    const y = rng.int(240, 296);
    return [x, y, x, y + 6];
  };
  const cap = ' stroke-linecap="round"';
  s += k.lines(Array.from({ length: 130 }, flower), '#3b5bb5', 6, cap);
  s += k.lines(Array.from({ length: 20 }, flower), '#f2f2f2', 6, cap);
  return k.doc(1200, 300, s, defs);
}
