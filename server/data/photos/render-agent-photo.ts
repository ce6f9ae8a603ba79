import { createRng, mixSeed } from '../generator/create-rng';
import { svgKit as k } from './svg-kit';

const backgrounds = ['#dbe7f0', '#e9e2f0', '#e3efe3', '#f3e8dc', '#e0e6e9'];
const skins = ['#f1c9a5', '#e0ac83', '#c68863', '#a26a48', '#7a4a2e', '#f6d7bf'];
const hairs = ['#2b1d14', '#4a2f1d', '#6b4a2f', '#a07040', '#d8b36a', '#1a1a1a', '#8c8c8c'];
const jackets = ['#2f4858', '#1f3a5f', '#5a3e2b', '#333333', '#6a4c6b', '#3f5f4f'];

/**
 * A portrait illustration for agent `matrixDir` (400×400): head, hair, shoulders in a jacket, on a soft
 * background. Deterministic per agent, self-contained and small.
 */
export function renderAgentPhoto(matrixDir: string): string {
  const rng = createRng(mixSeed(...[...matrixDir].map((char) => char.charCodeAt(0))));
  const skin = rng.pick(skins);
  const hair = rng.pick(hairs);
  const jacket = rng.pick(jackets);
  const long = rng.chance(0.5);
  let s = k.rect(0, 0, 400, 400, rng.pick(backgrounds));
  if (long) s += k.rect(125, 130, 150, 170, hair, ' rx="60"');
  s += k.path('M60 400Q70 300 200 290Q330 300 340 400Z', jacket);
  s += k.poly(
    [
      [170, 292],
      [200, 350],
      [230, 292],
    ],
    rng.pick(['#ffffff', '#e8eef3', '#f3e6e6']),
  );
  s += k.rect(180, 240, 40, 60, k.shade(skin, -0.1));
  s += k.ellipse(200, 190, 68, 84, skin);
  s += k.path('M130 185Q130 100 200 98Q270 100 270 185Q255 135 200 132Q150 135 130 185Z', hair);
  s += k.circle(175, 195, 6, '#2b2b2b') + k.circle(225, 195, 6, '#2b2b2b');
  s += k.path(
    'M178 235Q200 250 222 235',
    'none',
    ' stroke="#8a4b3c" stroke-width="4" stroke-linecap="round"',
  );
  return k.doc(400, 400, s);
}
