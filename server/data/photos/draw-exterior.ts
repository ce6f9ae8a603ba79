import type { Rng } from '../generator/create-rng';
import { svgKit as k } from './svg-kit';

const walls = ['#c9a27e', '#e8dcc8', '#f2f0ea', '#9aa7b0', '#b5533c', '#d8c3a0', '#7f8f7a', '#efe6d2'];
const roofs = ['#4a4a4a', '#5b3b2e', '#3d4b57', '#6e6259', '#7a3b2a'];
const trims = ['#ffffff', '#f5efe3', '#2f3437'];
const doors = ['#7a2e2e', '#2f4f6f', '#3b3b3b', '#8a5a2b', '#2e5a3d'];
const leaves = ['#4f7d3a', '#3f6b33', '#5d8a42'];
const skies: readonly (readonly [string, string])[] = [
  ['#5d9ad8', '#cfe6f7'],
  ['#7fb3e0', '#e6f1f8'],
  ['#f0a86b', '#fbe3c4'],
];

/**
 * An illustrated exterior: the street view of a house ('front') or its backyard ('back'), with shapes
 * and colours drawn from `rng` so every listing looks different.
 */
export function drawExterior(rng: Rng, kind: 'front' | 'back'): string {
  const [skyTop, skyBottom] = rng.pick(skies);
  const leaf = rng.pick(leaves);
  const ground = 360;
  const defs = k.vGradient('s', skyTop, skyBottom) + k.vGradient('g', '#7fae55', '#4f7f33');
  let body = k.rect(0, 0, 800, 533, 'url(#s)');
  body += k.ellipse(rng.int(100, 700), rng.int(50, 110), rng.int(50, 90), 18, '#fff', ' opacity=".8"');
  for (let x = -20; x < 820; x += rng.int(50, 80))
    body += k.circle(x, ground - 10, rng.int(25, 45), k.shade(leaf, -0.3));
  body += k.rect(0, ground, 800, 173, 'url(#g)');
  return k.doc(
    800,
    533,
    body + (kind === 'front' ? front(rng, ground, leaf) : back(rng, ground, leaf)),
    defs,
  );
}

function front(rng: Rng, ground: number, leaf: string): string {
  const wall = rng.pick(walls);
  const trim = rng.pick(trims);
  const twoStorey = rng.chance(0.5);
  const width = rng.int(380, 500);
  const x = rng.int(120, 680 - width);
  const height = twoStorey ? 200 : 120;
  const top = ground + 20 - height;
  const overhang = 24;
  const peak = top - rng.int(60, 100);
  const hip = rng.chance(0.5);
  let s = k.poly(
    hip
      ? [
          [x - overhang, top],
          [x + width * 0.25, peak],
          [x + width * 0.75, peak],
          [x + width + overhang, top],
        ]
      : [
          [x - overhang, top],
          [x + width / 2, peak],
          [x + width + overhang, top],
        ],
    rng.pick(roofs),
  );
  s += k.rect(x, top, width, height, wall);
  const garage = rng.chance(0.7);
  const garageWidth = garage ? 150 : 0;
  if (garage) {
    const gx = x + width - garageWidth - 20;
    s += k.poly(
      [
        [gx, ground + 20],
        [gx + garageWidth, ground + 20],
        [gx + garageWidth + 60, 533],
        [gx - 40, 533],
      ],
      '#b9b4aa',
    );
    s += k.rect(gx, ground - 80, garageWidth, 100, k.shade(trim, -0.05));
    const panels = [ground - 60, ground - 40, ground - 20, ground].map(
      (y) => [gx, y, gx + garageWidth, y] as const,
    );
    s += k.lines(panels, k.shade(trim, -0.25));
  }
  const doorX = x + 40 + rng.int(0, 40);
  s += k.rect(doorX, ground - 70, 44, 90, rng.pick(doors)) + k.circle(doorX + 36, ground - 25, 3, '#e0c060');
  s += k.poly(
    [
      [doorX + 10, ground + 20],
      [doorX + 34, ground + 20],
      [doorX + 60, 533],
      [doorX - 20, 533],
    ],
    '#cfc6b6',
  );
  const windowsRight = x + width - garageWidth - 40;
  for (let wx = doorX + 80; wx + 60 <= windowsRight; wx += 100) s += k.window(wx, ground - 70, 60, 60, trim);
  if (twoStorey)
    for (let wx = x + 40; wx + 60 <= x + width - 30; wx += 110) s += k.window(wx, top + 25, 60, 55, trim);
  for (let bx = x + 10; bx < x + width; bx += rng.int(40, 70))
    s += k.ellipse(bx, ground + 18, 26, 16, k.shade(leaf, -0.15));
  s += k.tree(rng.int(40, Math.max(60, x - 10)), ground + 60, rng.int(45, 70), leaf);
  if (rng.chance(0.6)) s += k.tree(rng.int(x + width + 40, 780), ground + 50, rng.int(35, 60), leaf);
  return s;
}

function back(rng: Rng, ground: number, leaf: string): string {
  // Seen from the patio: a wooden fence across the yard, the lawn, and a table under an umbrella.
  const plank = rng.pick(['#a57c52', '#8c6a48', '#b89b77']);
  let s = k.rect(0, ground - 70, 800, 70, plank);
  const gaps = Array.from({ length: 40 }, (_, i) => [i * 20, ground - 70, i * 20, ground] as const);
  s += k.lines(gaps, k.shade(plank, -0.25));
  s += k.tree(rng.int(80, 250), ground + 40, rng.int(50, 70), leaf);
  s += k.poly(
    [
      [0, 440],
      [800, 420],
      [800, 533],
      [0, 533],
    ],
    '#c8c0b2',
  );
  const tx = rng.int(250, 550);
  const umbrella = rng.pick(['#c0392b', '#2c6e8f', '#e0a030', '#3f7d4f']);
  s +=
    k.line(tx, 330, tx, 470, '#555', 4) +
    k.poly(
      [
        [tx - 90, 345],
        [tx, 300],
        [tx + 90, 345],
      ],
      umbrella,
    );
  s +=
    k.ellipse(tx, 460, 70, 14, '#6d5a45') +
    k.rect(tx - 60, 460, 8, 40, '#6d5a45') +
    k.rect(tx + 52, 460, 8, 40, '#6d5a45');
  for (const cx of [tx - 120, tx + 100])
    s += k.rect(cx, 440, 22, 60, '#4b4b4b') + k.rect(cx - 4, 470, 30, 8, '#4b4b4b');
  s += k.rect(680, 400, 50, 40, '#8a4b32') + k.ellipse(705, 395, 40, 28, leaf);
  return s;
}
