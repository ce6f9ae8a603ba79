/**
 * Canned answers for the search and location calls, so the search stories render without a server.
 * Installed by a story decorator over `window.fetch`; every other request goes to the real fetch.
 */
const LISTINGS = [
  {
    key: 7683713,
    status: 'Active',
    address: '10006 Walnut Creek Ln',
    city: 'Austin',
    zip: '78704',
    dom: 12,
    mls: 'ACTRIS',
  },
  {
    key: 7591323,
    status: 'Pending',
    address: '1004 Barton Hills Dr',
    city: 'Austin',
    zip: '78704',
    dom: 41,
    mls: 'ACTRIS',
  },
  {
    key: 8060996,
    status: 'ComingSoon',
    address: '1012 Cardinal Way',
    city: 'Round Rock',
    zip: '78664',
    dom: 0,
    mls: 'ACTRIS',
  },
  {
    key: 4613204,
    status: 'Active',
    address: '1019 County Road 4385',
    city: 'San Antonio',
    zip: '78205',
    dom: 3,
    mls: 'SABOR',
  },
];
const CITIES = ['Austin', 'Austwell', 'Round Rock', 'San Antonio', 'San Marcos'];
const ZIPS = ['78701', '78702', '78704', '78205', '78664'];
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

const row = (l: (typeof LISTINGS)[number]) => ({
  ListingKeyNumeric: l.key,
  MlsNum: String(l.key * 3),
  MlsStatus: l.status,
  subdomain: slug(l.city),
  url: `${slug(`${l.address} ${l.city} tx ${l.zip}`)}-${l.key}.html`,
  Address: l.address,
  City: l.city,
  StateOrProvince: 'TX',
  PostalCode: l.zip,
  DOM: l.dom,
  OriginatingSystemName: l.mls,
});

function searchAddress(text: string) {
  const t = text.toLowerCase();
  return {
    address: LISTINGS.filter((l) => l.address.toLowerCase().startsWith(t)).map(row),
    city: CITIES.filter((c) => c.toLowerCase().startsWith(t)).map((City) => ({
      City,
      subdomain: slug(City),
    })),
    mlsnum: LISTINGS.filter((l) => String(l.key * 3).startsWith(t)).map(row),
    postal: ZIPS.filter((z) => z.startsWith(t)).map((z) => ({ 'ZIP code': z })),
  };
}

const list = (rows: unknown[]) => ({ data: rows });
const LOCATIONS: Record<string, unknown> = {
  '/api/v1/map/regions': list(
    ['Alamo', 'Capital', 'Central Texas', 'Gulf Coast', 'Metroplex'].map((region) => ({
      region,
      subdomain: slug(region),
    })),
  ),
  '/api/v1/map/metros': list([
    { Metro: 'Austin-Round Rock-San Marcos, TX', subdomain: 'austin' },
    { Metro: 'San Antonio-New Braunfels, TX', subdomain: 'san-antonio' },
  ]),
  '/api/v1/map/regions/capital/metros': list([
    { Metro: 'Austin-Round Rock-San Marcos, TX', subdomain: 'austin' },
  ]),
  '/api/v1/map/regions/capital/counties': list(
    ['Bastrop', 'Hays', 'Travis', 'Williamson'].map((County) => ({ County, subdomain: slug(County) })),
  ),
  '/api/v1/map/metros/austin/counties': list(
    ['Bastrop', 'Hays', 'Travis', 'Williamson'].map((County) => ({ County, subdomain: slug(County) })),
  ),
  '/api/v1/map/counties/': list(
    ['Bexar', 'Hays', 'Travis', 'Williamson'].map((County) => ({ County, subdomain: slug(County) })),
  ),
  '/api/v1/map/counties/travis/cities': list(
    ['Austin', 'Manor', 'Pflugerville'].map((City) => ({ City, subdomain: slug(City) })),
  ),
  '/api/v1/map/cities': list(CITIES.map((City) => ({ City, subdomain: slug(City) }))),
  '/api/v1/map/cities/austin/postal-codes': list(['78701', '78702', '78704'].map((z) => ({ 'ZIP Code': z }))),
  '/api/v1/map/postal-codes/': list(ZIPS.map((z) => ({ 'ZIP Code': z }))),
};

/** Puts the fake API in place; returns the function that takes it away. */
export function installFakeSearchApi(options: { failSearch?: boolean } = {}): () => void {
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const path = decodeURIComponent(url.pathname);
    const json = (body: unknown, status = 200) => Response.json(body, { status });
    if (path.startsWith('/api/searchAddress/')) {
      // A little latency, so the loading state shows.
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (options.failSearch)
        return json({ error: { code: 'internal', message: 'Down for the story' } }, 500);
      return json(searchAddress(path.slice('/api/searchAddress/'.length)));
    }
    if (path in LOCATIONS) return json(LOCATIONS[path]);
    if (path.startsWith('/api/v1/map/')) return json({ error: { code: 'notFound', message: path } }, 404);
    return real(input, init);
  };
  return () => {
    window.fetch = real;
  };
}
