/**
 * `npx tsx scripts/make-agent-videos.ts`: records each featured demo agent's introduction video into
 * demo/assets/home/agent-video-{MatrixDir}.webm — the agent's own drawn portrait (the one their card
 * shows, server/data/photos/render-agent-photo.ts) with a slow zoom toward the face and a lower third
 * with their name and title, five seconds, silent. Recorded in Debian's Chromium from a canvas with
 * MediaRecorder (VP8 WebM, which every browser the widgets support plays), each under 150 KB. The first
 * frame is the portrait as the card shows it, so pressing play changes nothing but the motion.
 * Re-running it overwrites the files; server/data/insert-brokerage.ts names them.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { brokerageName, buildBrokerage } from '../server/data/generator/brokerage';
import { renderAgentPhoto } from '../server/data/photos/render-agent-photo';
import { launchChromium } from '../tests/e2e/support/open-browser';

const OUT = fileURLToPath(new URL('../demo/assets/home/', import.meta.url));
/** The card is square, 240–340 CSS px wide: 360 px is sharp enough on most screens and keeps files small. */
const SIZE = 360;
const LIMIT = 150_000;

interface Intro {
  name: string;
  title: string;
  brokerage: string;
  /** The portrait as a PNG data URL, drawn at twice the frame so the zoom stays sharp. */
  portrait: string;
  bitsPerSecond: number;
}

const featured = buildBrokerage().agents.filter((agent) => agent.isFeatured);
const browser = await launchChromium();
const page = await browser.newPage();
// tsx names functions with a helper the page lacks.
await page.evaluate('globalThis.__name = (fn) => fn');

for (const agent of featured) {
  const png = await sharp(Buffer.from(renderAgentPhoto(agent.matrixDir)))
    .resize(SIZE * 2)
    .png()
    .toBuffer();
  let bitsPerSecond = 220_000;
  for (;;) {
    const intro: Intro = {
      name: agent.fullName,
      title: agent.title,
      brokerage: brokerageName,
      portrait: `data:image/png;base64,${png.toString('base64')}`,
      bitsPerSecond,
    };
    const bytes = Buffer.from(await page.evaluate(recordIntro, { intro, size: SIZE }), 'base64');
    const file = `agent-video-${agent.matrixDir}.webm`;
    if (bytes.length < LIMIT) {
      writeFileSync(`${OUT}${file}`, bytes);
      console.info(`${file} ${bytes.length} bytes (${agent.fullName}, ${agent.title})`);
      break;
    }
    // The encoder's rate is a target, not a cap: ask for less until the file fits.
    console.info(`${file} ${bytes.length} bytes at ${bitsPerSecond} b/s: too large, again with less`);
    bitsPerSecond = Math.round(bitsPerSecond * 0.75);
  }
}
await browser.close();

/** Runs in the page: draws the intro on a canvas in real time and returns the recording as base64. */
async function recordIntro({ intro, size }: { intro: Intro; size: number }): Promise<string> {
  const SECONDS = 5;
  const portrait = new Image();
  portrait.src = intro.portrait;
  await portrait.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: intro.bitsPerSecond,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  const ease = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
  const unit = size / 400; // the portrait's own coordinates are 400 × 400
  // The lower third ends short of the card's play / pause button (bottom right, 48 px + 12 px margin).
  const barWidth = size * 0.74;
  const barHeight = 84 * unit;
  const barTop = size - barHeight - 18 * unit;
  const font = (weight: number, px: number) =>
    `${weight} ${Math.round(px * unit)}px "DejaVu Sans", "Liberation Sans", Arial, sans-serif`;
  const draw = (t: number) => {
    // The zoom closes in on the face (at 200, 190 of the portrait), ending 14 % larger.
    const scale = 1 + 0.14 * ease(t / SECONDS);
    const focusX = 200 * unit;
    const focusY = 190 * unit;
    context.setTransform(scale, 0, 0, scale, focusX * (1 - scale), focusY * (1 - scale));
    context.drawImage(portrait, 0, 0, size, size);
    context.setTransform(1, 0, 0, 1, 0, 0);
    // The lower third slides in from the left after half a second, and stays.
    const shown = ease((t - 0.5) / 0.6);
    if (shown <= 0) return;
    const x = -barWidth * (1 - shown);
    const left = x + 18 * unit;
    const room = barWidth - 28 * unit;
    context.globalAlpha = shown;
    context.fillStyle = 'rgba(255, 255, 255, 0.94)';
    context.fillRect(x, barTop, barWidth, barHeight);
    context.fillStyle = '#1f3a8a';
    context.fillRect(x, barTop, 6 * unit, barHeight);
    context.textBaseline = 'alphabetic';
    context.font = font(700, 12);
    context.fillText(intro.brokerage.toUpperCase(), left, barTop + 22 * unit, room);
    context.fillStyle = '#1b1f24';
    context.font = font(700, 23);
    context.fillText(intro.name, left, barTop + 50 * unit, room);
    context.fillStyle = '#4a5361';
    context.font = font(400, 16);
    context.fillText(intro.title, left, barTop + 72 * unit, room);
    context.globalAlpha = 1;
  };
  draw(0);
  recorder.start();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = (performance.now() - started) / 1000;
      draw(Math.min(t, SECONDS));
      if (t < SECONDS) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
