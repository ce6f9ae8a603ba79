import { describe, expect, it } from 'vitest';
import { baseSiteHost, searchLinkSite } from '../../../../src/lib/search/search-link-site';
import { searchResultHref } from '../../../../src/lib/search/search-result-href';
import { statusFlagColor } from '../../../../src/lib/search/status-flag-color';

const site = { protocol: 'https:', baseHost: 'bluebonnet.example', agentBranded: false };
const agentSite = { ...site, agentBranded: true };
const listing = {
  kind: 'address',
  subdomain: 'austin',
  url: '1234-oak-hollow-dr-austin-tx-78704-4821937.html',
} as const;

describe('searchResultHref', () => {
  it('links a listing to its city sub-domain with the url minus its last five characters', () => {
    expect(searchResultHref(listing, site)).toBe(
      'https://austin.bluebonnet.example/1234-oak-hollow-dr-austin-tx-78704-4821937',
    );
  });

  it('keeps links relative on agent-branded pages', () => {
    expect(searchResultHref(listing, agentSite)).toBe('/1234-oak-hollow-dr-austin-tx-78704-4821937');
    expect(searchResultHref({ kind: 'city', subdomain: 'round-rock' }, agentSite)).toBe(
      '/listings?city=round-rock',
    );
  });

  it('links a city to its sub-domain, at its city listings route', () => {
    expect(searchResultHref({ kind: 'city', subdomain: 'round-rock' }, site)).toBe(
      'https://round-rock.bluebonnet.example/round-rock',
    );
  });

  it('sends a ZIP code to the listings for that ZIP on the current site', () => {
    expect(searchResultHref({ kind: 'postal', code: '78704' }, site)).toBe('/listings?PostalCode=78704');
    expect(searchResultHref({ kind: 'postal', code: '78704' }, agentSite)).toBe('/listings?PostalCode=78704');
  });

  it('uses the demo host and port for city sub-domains', () => {
    const demo = searchLinkSite({ protocol: 'http:', host: 'localhost:4124' });
    expect(searchResultHref(listing, demo)).toBe(
      'http://austin.localhost:4124/1234-oak-hollow-dr-austin-tx-78704-4821937',
    );
  });

  it('keeps links on this site when it is reached by IP address, which has no sub-domains', () => {
    for (const baseHost of ['127.0.0.1:8080', '192.168.1.20', '[::1]:8080']) {
      const byIp = { protocol: 'http:', baseHost, agentBranded: false };
      expect(searchResultHref(listing, byIp), baseHost).toBe('/1234-oak-hollow-dr-austin-tx-78704-4821937');
      expect(searchResultHref({ kind: 'city', subdomain: 'round-rock' }, byIp), baseHost).toBe(
        '/listings?city=round-rock',
      );
    }
  });

  it('stays on this site when a listing has no usable sub-domain', () => {
    expect(searchResultHref({ ...listing, subdomain: null }, site)).toBe(
      '/1234-oak-hollow-dr-austin-tx-78704-4821937',
    );
    expect(searchResultHref({ ...listing, subdomain: 'evil.example/x' }, site)).toBe(
      '/1234-oak-hollow-dr-austin-tx-78704-4821937',
    );
  });

  it('links nothing it cannot link safely', () => {
    expect(searchResultHref({ ...listing, url: null }, site)).toBeNull();
    expect(searchResultHref({ ...listing, url: '.html' }, site)).toBeNull();
    expect(searchResultHref({ ...listing, url: 'javascript:alert(1)//.html' }, site)).toBeNull();
    expect(searchResultHref({ kind: 'city', subdomain: null }, site)).toBeNull();
    expect(searchResultHref({ kind: 'postal', code: ' ' }, site)).toBeNull();
  });
});

describe('baseSiteHost', () => {
  it.each([
    ['localhost:4124', 'localhost:4124'],
    ['austin.localhost:4124', 'localhost:4124'],
    ['www.bluebonnet.example', 'bluebonnet.example'],
    ['jdoe.bluebonnet.example', 'bluebonnet.example'],
    ['bluebonnet.example', 'bluebonnet.example'],
    ['127.0.0.1:4124', '127.0.0.1:4124'],
  ])('%s → %s', (host, base) => {
    expect(baseSiteHost(host)).toBe(base);
  });

  it('takes an explicit site host over the guess', () => {
    expect(
      searchLinkSite({ protocol: 'https:', host: 'x.agency.co.uk' }, { siteHost: 'agency.co.uk' }),
    ).toEqual({
      protocol: 'https:',
      baseHost: 'agency.co.uk',
      agentBranded: false,
    });
  });
});

describe('statusFlagColor', () => {
  it('flags For Sale green, Pending red and Coming Soon orange', () => {
    expect(statusFlagColor('Active')).toBe('green');
    expect(statusFlagColor('Pending')).toBe('red');
    expect(statusFlagColor('ActiveUnderContract')).toBe('red');
    expect(statusFlagColor('ComingSoon')).toBe('orange');
    expect(statusFlagColor('Closed')).toBe('gray');
    expect(statusFlagColor(null)).toBe('gray');
  });

  it("prefers the backend's own colour when it is one it knows", () => {
    expect(statusFlagColor('Active', 'red')).toBe('red');
    expect(statusFlagColor('Active', 'purple')).toBe('green');
  });
});
