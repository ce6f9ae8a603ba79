import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('the server configuration', () => {
  it("links the demo brokerage's social pages when SOCIAL_LINKS is unset", () => {
    const { socialLinks } = loadConfig({});
    expect(socialLinks.map((link) => link.network)).toEqual(['facebook', 'instagram', 'youtube', 'linkedin']);
    for (const link of socialLinks) expect(link.url).toMatch(/^https:\/\//);
  });

  it('reads network=url pairs in their order, and an empty value hides the links', () => {
    const { socialLinks } = loadConfig({
      SOCIAL_LINKS: ' x=https://x.com/ourbrokerage , tiktok=https://www.tiktok.com/@ourbrokerage',
    });
    expect(socialLinks).toEqual([
      { network: 'x', url: 'https://x.com/ourbrokerage' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@ourbrokerage' },
    ]);
    expect(loadConfig({ SOCIAL_LINKS: '' }).socialLinks).toEqual([]);
  });

  it.each([
    ['an unknown network', 'myspace=https://myspace.com/us'],
    ['a plain-http address', 'facebook=http://facebook.com/us'],
    ['a script address', 'facebook=javascript:alert(1)'],
    ['a pair without a network', '=https://facebook.com/us'],
  ])('refuses %s, naming SOCIAL_LINKS', (_, value) => {
    expect(() => loadConfig({ SOCIAL_LINKS: value })).toThrow(
      /SOCIAL_LINKS: SOCIAL_LINKS must be network=https/,
    );
  });

  it('lets 5 lead, tour or contact posts an address through in 10 minutes and 20 a day unless FORM_POSTS_* say otherwise', () => {
    expect(loadConfig({}).formLimits).toEqual({ per10Minutes: 5, perDay: 20 });
    expect(loadConfig({ FORM_POSTS_PER_10_MINUTES: '30', FORM_POSTS_PER_DAY: '200' }).formLimits).toEqual({
      per10Minutes: 30,
      perDay: 200,
    });
    expect(() => loadConfig({ FORM_POSTS_PER_10_MINUTES: '0' })).toThrow(
      /FORM_POSTS_PER_10_MINUTES must be 1/,
    );
    expect(() => loadConfig({ FORM_POSTS_PER_DAY: 'lots' })).toThrow(/FORM_POSTS_PER_DAY must be a whole/);
  });

  it('brands the alert e-mails as the demo brokerage unless BRAND_* say otherwise, and refuses a colour that is not one', () => {
    expect(loadConfig({}).brand).toEqual({
      name: 'Bluebonnet Realty',
      logo: '/demo-assets/logo.svg',
      color: '#1f3a8a',
    });
    const brand = loadConfig({
      BRAND_NAME: ' Lone Star Homes ',
      BRAND_LOGO_URL: 'https://cdn.example.com/logo.png',
      BRAND_COLOR: '#AA3300',
    }).brand;
    expect(brand).toEqual({
      name: 'Lone Star Homes',
      logo: 'https://cdn.example.com/logo.png',
      color: '#AA3300',
    });
    expect(() => loadConfig({ BRAND_COLOR: 'red;background:url(x)' })).toThrow(
      /BRAND_COLOR must be a colour/,
    );
    expect(() => loadConfig({ BRAND_LOGO_URL: 'javascript:alert(1)' })).toThrow(/BRAND_LOGO_URL must be/);
  });

  it.each([
    ['PORT', '12abc', 'PORT must be a whole number, got "12abc"'],
    ['PORT', '70000', 'PORT must be 0 to 65535, got "70000"'],
    ['SEED_COUNT', '1e3', 'SEED_COUNT must be a whole number, got "1e3"'],
    ['SEED_COUNT', '-1', 'SEED_COUNT must be 0 or more, got "-1"'],
    ['SESSION_DAYS', '0x10', 'SESSION_DAYS must be a whole number of days, got "0x10"'],
    ['DRAIN_SECONDS', 'soon', 'DRAIN_SECONDS must be a whole number of seconds, got "soon"'],
    ['PHOTO_CONCURRENCY', '2.5', 'PHOTO_CONCURRENCY must be a whole number, got "2.5"'],
  ])('refuses %s=%s at start, naming the variable and what was given', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${message}`);
  });

  it('reads whole-number settings with spaces around them, and an empty one as unset', () => {
    const config = loadConfig({ PORT: ' 3000 ', SEED_COUNT: '', ALERT_INTERVAL_MINUTES: '' });
    expect(config.port).toBe(3000);
    expect(config.seedCount).toBe(20_000);
    expect(config.alertIntervalMinutes).toBe(60);
  });
});
