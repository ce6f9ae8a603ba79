import { createRng, mixSeed } from '../generator/create-rng';
import { svgKit as k } from './svg-kit';

const backgrounds = [
  ['#dfe8ef', '#b9cad8'],
  ['#ece6f1', '#cbbfd8'],
  ['#e4eee4', '#bfd3bf'],
  ['#f3ebe1', '#dccab4'],
  ['#e3e7ea', '#c3cbd1'],
] as const;
const skins = ['#f1c9a5', '#e0ac83', '#c68863', '#a26a48', '#7a4a2e', '#f6d7bf'];
const hairs = ['#2b1d14', '#4a2f1d', '#6b4a2f', '#a07040', '#c9a15e', '#1a1a1a', '#8c8c8c'];
const jackets = ['#2f4858', '#1f3a5f', '#5a3e2b', '#333333', '#6a4c6b', '#3f5f4f'];
const shirts = ['#ffffff', '#e8eef3', '#f3e6e6', '#eef0e4'];

/**
 * First names read as women's in the demo roster and the name vocabulary: their portraits wear their hair
 * long, so a portrait does not contradict the name under it. Anyone else gets short hair.
 */
const LONG_HAIR_NAMES = new Set(
  (
    'maria sofia emily hannah priya rachel gabriela olivia lauren amanda ana natalie caroline jasmine linh ' +
    'erica kayla isabel monica jennifer sarah jessica ashley megan guadalupe taylor'
  ).split(' '),
);

/**
 * A head-and-shoulders portrait for agent `matrixDir` (400×400), drawn back to front as a photo would show
 * it: the hair behind the head, neck and jacket, ears and face, then the hair over the forehead, so the
 * face sits inside the hair rather than on top of it. Deterministic per agent, self-contained, small.
 */
export function renderAgentPhoto(matrixDir: string): string {
  const rng = createRng(mixSeed(...[...matrixDir].map((char) => char.charCodeAt(0))));
  const [light, dark] = rng.pick(backgrounds);
  const skin = rng.pick(skins);
  const shadow = k.shade(skin, -0.12);
  const hair = rng.pick(hairs);
  const jacket = rng.pick(jackets);
  const long = LONG_HAIR_NAMES.has(matrixDir.split('-')[0] ?? '');
  let s = k.rect(0, 0, 400, 400, 'url(#bg)');
  if (long) s += k.path('M118 190Q112 96 200 92Q288 96 282 190L292 318Q200 342 108 318Z', hair);
  s += k.rect(178, 250, 44, 60, shadow);
  s += k.path('M52 400Q58 312 178 296L200 318L222 296Q342 312 348 400Z', jacket);
  s += k.path('M178 296L200 352L222 296L200 318Z', rng.pick(shirts));
  s += k.path('M178 296L200 352L166 330Z', k.shade(jacket, 0.15));
  s += k.path('M222 296L200 352L234 330Z', k.shade(jacket, 0.15));
  // Long hair falls over the ears.
  if (!long) s += k.ellipse(134, 200, 11, 18, shadow) + k.ellipse(266, 200, 11, 18, shadow);
  s += k.path(
    'M136 180Q136 104 200 102Q264 104 264 180Q264 246 230 268Q200 286 170 268Q136 246 136 180Z',
    skin,
  );
  s +=
    k.ellipse(168, 222, 14, 8, '#e07a6a', ' opacity=".18"') +
    k.ellipse(232, 222, 14, 8, '#e07a6a', ' opacity=".18"');
  s += long
    ? k.path('M132 196Q124 92 200 90Q276 92 268 196Q262 140 236 128Q206 150 150 146Q138 160 132 196Z', hair)
    : k.path('M132 184Q128 92 200 88Q272 92 268 184Q262 134 248 124Q200 138 152 124Q138 134 132 184Z', hair);
  const brow = ' stroke-width="5" stroke-linecap="round"';
  s += k.path('M160 176Q172 170 184 175', 'none', ` stroke="${k.shade(hair, -0.1)}"${brow}`);
  s += k.path('M216 175Q228 170 240 176', 'none', ` stroke="${k.shade(hair, -0.1)}"${brow}`);
  s += k.ellipse(172, 196, 9, 6, '#ffffff') + k.ellipse(228, 196, 9, 6, '#ffffff');
  s += k.circle(172, 196, 5, '#3b2a20') + k.circle(228, 196, 5, '#3b2a20');
  s += k.path('M200 204Q194 226 200 232Q206 234 210 230', 'none', ` stroke="${shadow}" stroke-width="3"`);
  s += k.path(
    'M180 248Q200 262 220 248',
    'none',
    ' stroke="#8a4b3c" stroke-width="4" stroke-linecap="round"',
  );
  return k.doc(400, 400, s, k.vGradient('bg', light, dark));
}
