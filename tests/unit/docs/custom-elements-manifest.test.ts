import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCustomElementsManifest, manifestText } from '../../../scripts/build-custom-elements-manifest';

describe('custom-elements.json', () => {
  it('is up to date with the widgets and their stylesheets (run `npm run manifest`)', () => {
    expect(readFileSync('custom-elements.json', 'utf8')).toBe(manifestText());
  });

  it('documents every widget with its attributes, parts and theme properties', () => {
    const manifest = JSON.stringify(buildCustomElementsManifest());
    for (const tag of ['bb-listings', 'bb-account-menu', 'bb-loading'])
      expect(manifest).toContain(`"tagName":"${tag}"`);
    expect(manifest).toContain('"name":"api-base"');
    expect(manifest).toContain('"name":"--bb-color-primary"');
    expect(manifest).toContain('"name":"card"');
  });
});
