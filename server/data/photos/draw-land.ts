import type { Rng } from '../generator/create-rng';
import { svgKit as k } from './svg-kit';

/** Open Texas land: sky, distant hills, pasture, a fence line, oaks and sometimes a windmill. */
export function drawLand(rng: Rng): string {
  const evening = rng.chance(0.25);
  const defs =
    k.vGradient('s', evening ? '#e98b5a' : '#5d9ad8', evening ? '#fbe0b5' : '#dcedf8') +
    k.vGradient('g', rng.pick(['#b5b66a', '#9bb060', '#c2ad6e']), rng.pick(['#6f8a3c', '#7d8a42']));
  const horizon = rng.int(250, 320);
  let s = k.rect(0, 0, 800, 533, 'url(#s)');
  const hill = (base: number, height: number, colour: string) =>
    k.path(
      `M0 ${base}Q${rng.int(100, 300)} ${base - height} ${rng.int(350, 450)} ${base - height / 3}T800 ${base}V533H0Z`,
      colour,
    );
  s += hill(horizon, rng.int(30, 80), '#8ea4b0') + hill(horizon + 20, rng.int(20, 60), '#7f9a6a');
  s += k.rect(0, horizon + 20, 800, 533 - horizon - 20, 'url(#g)');
  for (let i = 0; i < 6; i++) {
    s += k.tree(
      rng.int(0, 800),
      horizon + rng.int(25, 60),
      rng.int(12, 26),
      rng.pick(['#4f6b33', '#5d7a3a']),
    );
  }
  // Fence posts in perspective with two strands of wire.
  const fenceY = rng.int(400, 450);
  const posts = Array.from(
    { length: 12 },
    (_, i) => [20 + i * 70, fenceY - 40, 20 + i * 70, fenceY + 6] as const,
  );
  s += k.lines(posts, '#6b4a2f', 7);
  s += k.lines(
    [
      [0, fenceY - 30, 800, fenceY - 30],
      [0, fenceY - 12, 800, fenceY - 12],
    ],
    '#555',
    1,
  );
  if (rng.chance(0.4)) {
    const x = rng.int(500, 700);
    s +=
      k.line(x, horizon + 30, x - 20, horizon + 130, '#555', 3) +
      k.line(x, horizon + 30, x + 20, horizon + 130, '#555', 3);
    s += k.circle(x, horizon + 25, 22, 'none', ' stroke="#555" stroke-width="3"');
  }
  return k.doc(800, 533, s + k.tree(rng.int(60, 200), 520, rng.int(50, 80), '#46662f'), defs);
}
