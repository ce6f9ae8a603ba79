import { describe, expect, it } from 'vitest';
import { photoScene, photoSubject, subjectKey } from '../../../server/data/photos/photo-scene';
import { renderAgentPhoto } from '../../../server/data/photos/render-agent-photo';
import { renderListingPhoto } from '../../../server/data/photos/render-listing-photo';

/**
 * Checks that `svg` is well-formed XML of the kind the renderers promise: one <svg> root in the SVG
 * namespace, only elements (no text), quoted and unique attributes, balanced tags, and no reference to
 * anything outside the document (internal `url(#id)` references must point at an id it defines).
 */
function expectSelfContainedSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>&]*")*)\s*(\/?)>/y;
  const stack: string[] = [];
  const ids = new Set<string>();
  const references = new Set<string>();
  let position = 0;
  let roots = 0;
  while (position < svg.length) {
    expect(svg[position], `text at ${position}`).toBe('<');
    tag.lastIndex = position;
    const match = tag.exec(svg);
    if (match === null)
      throw new Error(`malformed markup at ${position}: ${svg.slice(position, position + 60)}`);
    const [, closing = '', name = '', attributes = '', selfClosing = ''] = match;
    const names = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, attribute = '', value = '']) => {
      if (attribute === 'id') ids.add(value);
      for (const [, ref = ''] of value.matchAll(/url\(#([\w-]+)\)/g)) references.add(ref);
      return attribute;
    });
    expect(new Set(names).size, `duplicate attribute in <${name}>`).toBe(names.length);
    if (closing === '/') expect(stack.pop()).toBe(name);
    else if (selfClosing !== '/') {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) roots++;
    position = tag.lastIndex;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  for (const ref of references) expect(ids.has(ref), `url(#${ref})`).toBe(true);
  expect(svg).not.toMatch(/href|<text|<script|<image|<foreignObject|@import/i);
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:/);
}

const subjects = ['home', 'land', 'commercial'] as const;
const sampleKeys = Array.from({ length: 60 }, (_, i) =>
  subjectKey(300_000 + i * 7_919, subjects[i % 3] ?? 'home', i % 2 === 0),
);

describe('generated photos', () => {
  it('renders well-formed, self-contained SVG under 4 KB for every scene', () => {
    for (const key of sampleKeys) {
      for (let order = 1; order <= 30; order++) {
        const svg = renderListingPhoto(key, order);
        expectSelfContainedSvg(svg);
        expect(svg.length).toBeLessThan(4096);
        expect(svg).toContain('width="800" height="533"');
      }
    }
  });

  it('is deterministic and varies from listing to listing', () => {
    expect(renderListingPhoto(4_104_624, 3)).toBe(renderListingPhoto(4_104_624, 3));
    const fronts = new Set(sampleKeys.map((key) => renderListingPhoto(key, 1)));
    expect(fronts.size).toBeGreaterThan(sampleKeys.length * 0.9);
    expect(renderListingPhoto(4_104_624, 2)).not.toBe(renderListingPhoto(4_104_624, 3));
  });

  it('starts a home with its front exterior and matches land and commercial keys to their subject', () => {
    const home = subjectKey(400_000, 'home', false);
    expect(photoScene(home, 1)).toEqual({ kind: 'front', description: 'Front exterior' });
    expect(photoScene(home, 3).kind).toBe('kitchen');
    expect(photoSubject(subjectKey(400_000, 'home', true))).toBe('home');
    expect(photoSubject(subjectKey(400_000, 'land', false))).toBe('land');
    expect(photoScene(subjectKey(400_000, 'land', false), 2).kind).toBe('land');
    expect(photoScene(subjectKey(400_000, 'commercial', false), 1).kind).toBe('storefront');
  });

  it('renders agent portraits as well-formed SVG, different per agent', () => {
    for (const name of ['maria-gonzalez', 'james-carter', 'adrian-chavez']) {
      expectSelfContainedSvg(renderAgentPhoto(name));
    }
    expect(renderAgentPhoto('maria-gonzalez')).toBe(renderAgentPhoto('maria-gonzalez'));
    expect(renderAgentPhoto('maria-gonzalez')).not.toBe(renderAgentPhoto('james-carter'));
  });
});
