/**
 * Tiny SVG builders for the generated photos. Numbers are rounded to whole pixels and attributes kept
 * minimal because every photo must stay under 4 KB. Nothing here references anything outside the
 * document (no href, no fonts, no text).
 */
export const svgKit = {
  /** The document: a fixed-size image with optional <defs>. */
  doc(width: number, height: number, body: string, defs = ''): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
      defs === '' ? '' : `<defs>${defs}</defs>`
    }${body}</svg>`;
  },
  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
    const at = `${x === 0 ? '' : ` x="${n(x)}"`}${y === 0 ? '' : ` y="${n(y)}"`}`;
    return `<rect${at} width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
  },
  poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
    return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
  },
  circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
  },
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
    return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
  },
  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): string {
    return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
  },
  /** Many straight segments [x1, y1, x2, y2] as one path: far smaller than one <line> each. */
  lines(
    segments: readonly (readonly [number, number, number, number])[],
    stroke: string,
    width = 2,
    extra = '',
  ): string {
    const d = segments.map(([x1, y1, x2, y2]) => `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`).join('');
    return `<path d="${d}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
  },
  path(d: string, fill: string, extra = ''): string {
    return `<path d="${d}" fill="${fill}"${extra}/>`;
  },
  /** A vertical gradient definition usable as `url(#id)`. */
  vGradient(id: string, top: string, bottom: string): string {
    return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  },
  /** A window: glass in a frame, with muntins. */
  window(x: number, y: number, w: number, h: number, frame: string, glass = '#bcd9ee'): string {
    const glassPane = svgKit.rect(x, y, w, h, glass, ` stroke="${frame}" stroke-width="8"`);
    return (
      glassPane +
      svgKit.lines(
        [
          [x + w / 2, y, x + w / 2, y + h],
          [x, y + h / 2, x + w, y + h / 2],
        ],
        frame,
        3,
      )
    );
  },
  /** A rounded tree: trunk and two or three overlapping crowns. */
  tree(x: number, ground: number, size: number, leaves: string): string {
    const crown = `${svgKit.circle(x, ground - size * 1.4, size, leaves)}${svgKit.circle(
      x - size * 0.6,
      ground - size,
      size * 0.75,
      leaves,
    )}${svgKit.circle(x + size * 0.6, ground - size, size * 0.75, leaves)}`;
    return `${svgKit.rect(x - size / 8, ground - size, size / 4, size, '#6b4a2f')}${crown}`;
  },
  /** `colour` darkened (negative) or lightened (positive) by `amount` in 0…1. */
  shade(colour: string, amount: number): string {
    const value = Number.parseInt(colour.slice(1), 16);
    const channel = (shift: number) => {
      const c = (value >> shift) & 255;
      const target = amount < 0 ? 0 : 255;
      return Math.round(c + (target - c) * Math.abs(amount));
    };
    return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
  },
};

function n(value: number): number {
  return Math.round(value);
}
