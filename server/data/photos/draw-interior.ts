import type { Rng } from '../generator/create-rng';
import { svgKit as k } from './svg-kit';

export type InteriorKind = 'living' | 'kitchen' | 'dining' | 'bedroom' | 'bathroom';

const wallColours = ['#ece6dc', '#dfe6e8', '#efe9e1', '#e3ddd2', '#d9e2d5', '#f3efe8'];
const floors = ['#b08a62', '#8f6b4a', '#c9b393', '#9e9a94', '#d2c2a8'];
const fabrics = ['#5d6d7e', '#8e6e53', '#3f5f4f', '#b0a08a', '#6a4c6b', '#2f4858'];
const woods = ['#6b4a2f', '#8a6240', '#3e2c1f', '#a47c55'];

/**
 * An illustrated room in one-point perspective: back wall with a window, side walls, floor and
 * ceiling, then furniture for the room kind.
 */
export function drawInterior(rng: Rng, kind: InteriorKind): string {
  const wall = rng.pick(wallColours);
  const floor = rng.pick(floors);
  const [l, r, t, b] = [150, 650, 90, 390];
  let s = k.rect(0, 0, 800, 533, k.shade(wall, -0.12));
  s += k.poly(
    [
      [0, 0],
      [800, 0],
      [r, t],
      [l, t],
    ],
    k.shade(wall, 0.3),
  );
  s += k.poly(
    [
      [0, 533],
      [800, 533],
      [r, b],
      [l, b],
    ],
    floor,
  );
  const boards = Array.from({ length: 11 }, (_, i) => [i * 80, 533, l + ((r - l) * i) / 10, b] as const);
  s += k.lines(boards, k.shade(floor, -0.15), 1);
  s += k.rect(l, t, r - l, b - t, wall);
  const windowX = kind === 'kitchen' ? 340 : rng.int(l + 40, r - 200);
  s += k.window(windowX, 130, 140, kind === 'bathroom' ? 80 : 130, '#fafafa', '#cfe6f7');
  s += k.rect(windowX - 30, 110, 20, 170, rng.pick(fabrics), ' opacity=".8"');
  return k.doc(800, 533, s + furnish[kind](rng));
}

const furnish: Readonly<Record<InteriorKind, (rng: Rng) => string>> = {
  living: (rng) => living(rng),
  kitchen: (rng) => kitchen(rng),
  dining: (rng) => dining(rng),
  bedroom: (rng) => bedroom(rng),
  bathroom: (rng) => bathroom(rng),
};

function living(rng: Rng): string {
  const fabric = rng.pick(fabrics);
  let s = k.ellipse(400, 470, 260, 45, rng.pick(['#c7b8a3', '#8c9ca8', '#b79b86']));
  s += k.rect(230, 330, 340, 70, k.shade(fabric, -0.1)) + k.rect(210, 370, 380, 60, fabric);
  s += k.rect(200, 350, 40, 80, k.shade(fabric, -0.2)) + k.rect(560, 350, 40, 80, k.shade(fabric, -0.2));
  s +=
    k.rect(300, 455, 200, 20, rng.pick(woods)) +
    k.rect(310, 475, 10, 30, '#333') +
    k.rect(480, 475, 10, 30, '#333');
  s += k.rect(
    480,
    120,
    120,
    80,
    rng.pick(['#d9a05b', '#7aa6c2', '#a3b86c']),
    ' stroke="#333" stroke-width="4"',
  );
  s +=
    k.line(660, 260, 660, 430, '#444', 3) +
    k.poly(
      [
        [635, 260],
        [685, 260],
        [672, 225],
        [648, 225],
      ],
      '#f1e2b8',
    );
  return s + k.rect(90, 400, 40, 50, '#8a4b32') + k.ellipse(110, 380, 40, 45, '#4f7d3a');
}

function kitchen(rng: Rng): string {
  const cabinet = rng.pick(['#f4f1ea', '#2f4858', '#7c8b6f', '#d8d2c4', '#5a3e2b']);
  const counter = rng.pick(['#e8e6e1', '#3a3a3a', '#cfc7b8']);
  let s = k.rect(150, 100, 180, 80, cabinet) + k.rect(490, 100, 160, 80, cabinet);
  s += k.rect(150, 280, 500, 110, cabinet) + k.rect(150, 272, 500, 10, counter);
  s += k.lines(
    Array.from({ length: 8 }, (_, i) => [150 + i * 62, 290, 150 + i * 62, 385] as const),
    k.shade(cabinet, -0.25),
  );
  s += k.rect(560, 160, 90, 230, '#c9ccce') + k.line(605, 170, 605, 380, '#9ea3a6', 2);
  s += k.rect(230, 400, 340, 80, k.shade(cabinet, -0.08)) + k.rect(220, 390, 360, 14, counter);
  for (const x of [260, 370, 480]) s += k.rect(x, 420, 50, 10, '#333') + k.rect(x + 22, 430, 6, 70, '#333');
  for (const x of [300, 400, 500])
    s +=
      k.line(x, 0, x, 200, '#333', 2) +
      k.poly(
        [
          [x - 22, 230],
          [x + 22, 230],
          [x, 200],
        ],
        '#e6c27a',
      );
  return s;
}

function dining(rng: Rng): string {
  const wood = rng.pick(woods);
  const chair = rng.pick(fabrics);
  let s = k.line(400, 0, 400, 170, '#333', 2) + k.ellipse(400, 185, 60, 18, '#d9b45a');
  for (const x of [230, 330, 430, 530]) s += k.rect(x, 330, 40, 90, chair);
  s += k.rect(200, 400, 400, 22, wood);
  for (const x of [215, 570]) s += k.rect(x, 422, 14, 90, k.shade(wood, -0.2));
  for (const x of [250, 390, 530]) s += k.ellipse(x, 398, 24, 6, '#f5f5f5');
  return s + k.rect(640, 250, 100, 140, wood);
}

function bedroom(rng: Rng): string {
  const fabric = rng.pick(fabrics);
  const wood = rng.pick(woods);
  let s = k.rect(260, 260, 280, 110, k.shade(fabric, -0.2));
  s += k.rect(240, 350, 320, 70, '#f4f2ee') + k.rect(240, 380, 320, 110, fabric);
  s += k.rect(270, 330, 110, 36, '#fff', ' rx="12"') + k.rect(420, 330, 110, 36, '#fff', ' rx="12"');
  for (const x of [170, 575])
    s +=
      k.rect(x, 380, 55, 60, wood) +
      k.poly(
        [
          [x + 10, 378],
          [x + 45, 378],
          [x + 38, 345],
          [x + 17, 345],
        ],
        '#f1e2b8',
      );
  return s + k.ellipse(400, 505, 230, 25, '#d8cfc2');
}

function bathroom(rng: Rng): string {
  const tile = rng.pick(['#e9eef0', '#dde6e3', '#f1ece4']);
  const vanity = rng.pick(woods);
  let s = k.rect(150, 250, 500, 140, tile);
  s += k.lines(
    Array.from({ length: 5 }, (_, i) => [150, 270 + i * 24, 650, 270 + i * 24] as const),
    k.shade(tile, -0.12),
    1,
  );
  s += k.rect(170, 300, 250, 100, vanity) + k.rect(165, 292, 260, 10, '#e8e6e1');
  s +=
    k.ellipse(295, 296, 50, 6, '#fff') +
    k.rect(190, 140, 210, 130, '#dbe9f1', ' stroke="#999" stroke-width="4"');
  s += k.rect(460, 320, 190, 70, '#fbfbfb', ' rx="30"') + k.rect(470, 330, 170, 14, '#d5e7ef', ' rx="7"');
  return (
    s +
    k.rect(600, 200, 8, 80, '#999') +
    k.rect(585, 220, 40, 70, rng.pick(['#f2f2f2', '#c9d6df', '#e8d5c4']))
  );
}
