import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configResponseSchema } from '../../../src/contract';

const config = (social_links: unknown) =>
  v.parse(configResponseSchema, {
    photo_url_template: null,
    collateral_url_template: null,
    map_token: null,
    social_links,
  });

describe("the config's social links", () => {
  it('keeps https links to known networks in their order', () => {
    expect(
      config([
        { network: 'youtube', url: 'https://www.youtube.com/@ours' },
        { network: 'facebook', url: 'https://www.facebook.com/ours' },
      ]).social_links,
    ).toEqual([
      { network: 'youtube', url: 'https://www.youtube.com/@ours' },
      { network: 'facebook', url: 'https://www.facebook.com/ours' },
    ]);
  });

  it('drops a bad entry without losing the rest of the config', () => {
    const parsed = config([
      { network: 'facebook', url: 'javascript:alert(1)' },
      { network: 'friendster', url: 'https://friendster.com/ours' },
      'instagram',
      { network: 'instagram', url: 'https://www.instagram.com/ours' },
    ]);
    expect(parsed.social_links).toEqual([{ network: 'instagram', url: 'https://www.instagram.com/ours' }]);
  });

  it('reads an older backend without the field as no links', () => {
    expect(config(undefined).social_links).toEqual([]);
  });
});
