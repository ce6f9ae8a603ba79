/**
 * `npx tsx scripts/make-home-media.ts`: draws the demo's own company-home images into demo/assets/home/ —
 * the banner slides (Austin, Dallas, Houston, rural Texas, San Antonio) and the mobile cover as small
 * WebP files rendered from SVG with sharp (the featured agents' videos: scripts/make-agent-videos.ts).
 * Everything is drawn here, so the demo ships no third-party photos or footage. Re-running it overwrites
 * the files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../demo/assets/home/', import.meta.url));
const W = 1440;
const H = 560;

interface Scene {
  file: string;
  sky: [string, string];
  ground: string;
  /** Building heights (share of H); none for the countryside. */
  skyline: number[];
  accent: string;
}

const scenes: Scene[] = [
  {
    file: 'austin',
    sky: ['#f6b17a', '#7a5ea8'],
    ground: '#3d5a40',
    skyline: [0.3, 0.45, 0.62, 0.4, 0.55, 0.33, 0.5, 0.28],
    accent: '#f4e9c1',
  },
  {
    file: 'dallas',
    sky: ['#8fc6ff', '#2d4f8a'],
    ground: '#2b3a4a',
    skyline: [0.35, 0.5, 0.7, 0.48, 0.66, 0.4, 0.58, 0.36, 0.44],
    accent: '#9ee6ff',
  },
  {
    file: 'houston',
    sky: ['#ffd8a8', '#e46f5a'],
    ground: '#37474f',
    skyline: [0.4, 0.58, 0.74, 0.52, 0.68, 0.46, 0.6],
    accent: '#ffe7c2',
  },
  { file: 'rural-texas', sky: ['#bfe3ff', '#6fa8dc'], ground: '#7a9a4a', skyline: [], accent: '#3f51b5' },
  {
    file: 'san-antonio',
    sky: ['#ffe0b2', '#c06c84'],
    ground: '#5d4037',
    skyline: [0.25, 0.36, 0.52, 0.3, 0.42, 0.27],
    accent: '#ffcc80',
  },
];

function skylineSvg(scene: Scene): string {
  const width = W / (scene.skyline.length + 2);
  return scene.skyline
    .map((share, i) => {
      const h = share * H;
      const x = width * (i + 1);
      const windows = Array.from({ length: Math.floor(h / 40) }, (_, row) =>
        [0.2, 0.55]
          .map(
            (left) =>
              `<rect x="${x + width * left}" y="${H * 0.8 - h + 20 + row * 40}" width="${width * 0.2}" height="14" fill="${scene.accent}" opacity="0.55"/>`,
          )
          .join(''),
      ).join('');
      return `<rect x="${x}" y="${H * 0.8 - h}" width="${width * 0.9}" height="${h}" fill="#1f2a36" opacity="0.85"/>${windows}`;
    })
    .join('');
}

function countrySvg(scene: Scene): string {
  const flowers = Array.from({ length: 160 }, (_, i) => {
    const x = (i * 97) % W;
    const y = H * 0.84 + ((i * 37) % 80);
    return `<circle cx="${x}" cy="${y}" r="5" fill="${scene.accent}"/>`;
  }).join('');
  return `<path d="M0 ${H * 0.7} Q ${W * 0.3} ${H * 0.55} ${W * 0.6} ${H * 0.7} T ${W} ${H * 0.66} V ${H} H 0 Z" fill="#8fb35b"/>
    <rect x="${W * 0.75}" y="${H * 0.38}" width="10" height="${H * 0.36}" fill="#5d4037"/>
    <g transform="translate(${W * 0.75 + 5} ${H * 0.38})" fill="#eceff1">${[0, 60, 120, 180, 240, 300]
      .map((a) => `<rect x="-4" y="-70" width="8" height="70" transform="rotate(${a})"/>`)
      .join('')}</g>${flowers}`;
}

function sceneSvg(scene: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[0]}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${W * 0.18}" cy="${H * 0.3}" r="60" fill="#fff6d5" opacity="0.8"/>
  <rect y="${H * 0.8}" width="${W}" height="${H * 0.2}" fill="${scene.ground}"/>
  ${scene.skyline.length ? skylineSvg(scene) : countrySvg(scene)}
</svg>`;
}

mkdirSync(OUT, { recursive: true });
for (const scene of scenes) {
  const webp = await sharp(Buffer.from(sceneSvg(scene)))
    .webp({ quality: 55 })
    .toBuffer();
  writeFileSync(`${OUT}${scene.file}.webp`, webp);
  console.info(`${scene.file}.webp ${webp.length} bytes`);
}
// The phone cover: the Austin scene cropped to a portrait-ish frame, smaller still.
const austin = scenes[0];
if (austin) {
  const cover = await sharp(Buffer.from(sceneSvg(austin)))
    .extract({ left: 380, top: 0, width: 680, height: H })
    .resize(480)
    .webp({ quality: 55 })
    .toBuffer();
  writeFileSync(`${OUT}cover.webp`, cover);
  console.info(`cover.webp ${cover.length} bytes`);
}
