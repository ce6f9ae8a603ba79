import type { Rng } from '../generator/create-rng';
import { svgKit as k } from './svg-kit';

/** A commercial building from the street, an office floor, or a warehouse bay. */
export function drawCommercial(rng: Rng, kind: 'storefront' | 'office' | 'warehouse'): string {
  if (kind === 'storefront') return storefront(rng);
  const wall = rng.pick(['#e4e2dd', '#d7dbde', '#ece7df']);
  let s =
    k.rect(0, 0, 800, 533, wall) + k.rect(0, 400, 800, 133, rng.pick(['#9ea3a6', '#b7ada0', '#7d8589']));
  if (kind === 'warehouse') {
    s += k.rect(0, 0, 800, 60, '#8d9194');
    s += k.lines(
      Array.from({ length: 8 }, (_, i) => [i * 100, 0, i * 100, 60] as const),
      '#6f7376',
      4,
    );
    for (const x of [60, 460]) s += k.rect(x, 170, 280, 230, '#b9bdbf') + k.rect(x, 170, 280, 12, '#6f7376');
    const shelves = Array.from({ length: 10 }, (_, i) => 190 + i * 22);
    s += k.lines(
      [...shelves.map((y) => [60, y, 340, y] as const), ...shelves.map((y) => [460, y, 740, y] as const)],
      '#a2a6a8',
    );
    for (let x = 360; x < 440; x += 40)
      s += k.rect(x, 340, 36, 60, '#c59a62') + k.rect(x + 4, 300, 28, 40, '#b88a55');
    return k.doc(800, 533, s);
  }
  s += k.rect(0, 60, 800, 220, '#cfe6f7');
  for (let x = 0; x <= 800; x += 160) s += k.rect(x - 4, 60, 8, 220, '#555');
  for (const x of [80, 320, 560]) {
    s += k.rect(x, 330, 170, 14, rng.pick(['#f5f5f5', '#8a6240'])) + k.rect(x + 10, 344, 8, 60, '#444');
    s += k.rect(x + 50, 290, 60, 40, '#222') + k.rect(x + 60, 370, 40, 50, rng.pick(['#2f4858', '#7a2e2e']));
  }
  return k.doc(800, 533, s + k.ellipse(740, 380, 35, 50, '#4f7d3a') + k.rect(720, 420, 40, 40, '#8a4b32'));
}

function storefront(rng: Rng): string {
  const facade = rng.pick(['#c9a27e', '#d8d2c4', '#9aa7b0', '#b5533c', '#e8dcc8']);
  const awning = rng.pick(['#2c6e8f', '#3f7d4f', '#7a2e2e', '#333333']);
  const defs = k.vGradient('s', '#6fa7dc', '#d9ecf8');
  let s = k.rect(0, 0, 800, 533, 'url(#s)') + k.rect(0, 400, 800, 133, '#8d8f91');
  s += k.rect(0, 390, 800, 14, '#c8c4bc');
  const floors = rng.int(1, 3);
  const top = 390 - 120 * floors - 40;
  s += k.rect(90, top, 620, 390 - top, facade) + k.rect(80, top - 14, 640, 18, k.shade(facade, -0.3));
  for (let f = 1; f < floors; f++)
    for (let x = 120; x < 680; x += 100) s += k.window(x, 390 - 120 * f - 100, 60, 70, '#eee');
  s +=
    k.rect(120, 280, 560, 110, '#bcd9ee') +
    k.poly(
      [
        [100, 250],
        [700, 250],
        [720, 285],
        [80, 285],
      ],
      awning,
    );
  s += k.lines(
    [120, 260, 400, 540, 680].map((x) => [x, 285, x, 390] as const),
    '#444',
    5,
  );
  for (const x of [rng.int(40, 200), rng.int(450, 650)]) {
    const car = rng.pick(['#c0392b', '#f0f0f0', '#2c3e50', '#7f8c8d']);
    s +=
      k.rect(x, 450, 130, 36, car, ' rx="10"') + k.rect(x + 25, 425, 80, 30, k.shade(car, -0.15), ' rx="8"');
    s += k.circle(x + 28, 488, 13, '#222') + k.circle(x + 102, 488, 13, '#222');
  }
  return k.doc(800, 533, s, defs);
}
