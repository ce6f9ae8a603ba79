import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listingDetailSchema } from '../../../../src/contract';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { detailSections } from '../../../../src/lib/listing-detail/detail-sections';

await loadCatalog('es');

const listing = v.parse(listingDetailSchema, {
  ListingKeyNumeric: 42,
  MlsNum: '123',
  MlsStatus: 'Closed',
  ListPrice: 500000,
  ClosePrice: 480000,
  CloseDate: '2026-03-07',
  City: 'Austin',
  BedroomsTotal: 3,
  details: {
    'Green Energy': { GreenEnergyEfficient: 'Thermostat' },
    'Pool Info': { PoolFeatures: 'Heated' },
  },
});

describe('detail sections', () => {
  it('leaves out sections without data and facts that are missing', () => {
    const sections = detailSections(listing, 'en', false);
    const ids = sections.map((section) => section.id);
    expect(ids).toContain('details');
    expect(ids).toContain('greenEnergy');
    expect(ids).not.toContain('hoaDetails');
    expect(ids).not.toContain('schoolInformation');
    const facts = sections.find((section) => section.id === 'propertyFacts');
    expect(facts?.rows).toEqual([{ label: 'Bedrooms', value: '3' }]);
  });

  it('shows a missing state as TX and dates month/day/year', () => {
    const sections = detailSections(listing, 'en', false);
    const location = sections.find((section) => section.id === 'locationAreaDetails');
    expect(location?.rows).toContainEqual({ label: 'State', value: 'TX' });
    const financial = sections.find((section) => section.id === 'financialMlsFacts');
    expect(financial?.rows).toContainEqual({ label: 'Close Date', value: '03/07/2026' });
  });

  it('shows the close price to signed-in clients only', () => {
    const price = (signedIn: boolean) =>
      detailSections(listing, 'en', signedIn)
        .find((section) => section.id === 'details')
        ?.rows.find((row) => row.label === 'Price')?.value;
    expect(price(false)).toBe('$500,000');
    expect(price(true)).toBe('$480,000');
    const anonymousFacts = detailSections(listing, 'en', false).flatMap((section) => section.rows);
    expect(anonymousFacts.some((row) => row.label === 'Close Price')).toBe(false);
  });

  it('gives an unknown group of details a section of its own', () => {
    const pool = detailSections(listing, 'en', false).find((section) => section.title === 'Pool Info');
    expect(pool?.rows).toEqual([{ label: 'Pool Features', value: 'Heated' }]);
  });

  it('names the RESO detail fields in Spanish, and a local MLS field by its split name', () => {
    const sections = detailSections(
      {
        ...listing,
        details: { 'Green Energy': { GreenEnergyEfficient: 'Thermostat' }, X: { LocalGateCode: 'No' } },
      },
      'es',
      false,
    );
    const rows = sections.flatMap((section) => section.rows);
    expect(rows).toContainEqual({ label: 'Eficiencia energética', value: 'Thermostat' });
    expect(rows).toContainEqual({ label: 'Local Gate Code', value: 'No' });
  });

  it('shows the pool, parking and lease facts of an MLS listing in sections of their own, in both languages', () => {
    const leased = v.parse(listingDetailSchema, {
      ...listing,
      details: {
        'Property Facts': { BathroomsTotalInteger: 3 },
        'Pool, Waterfront and View': { PoolPrivateYN: true, View: 'Lake, Hill Country' },
        Parking: { ParkingTotal: 4 },
        'Lease Terms': { PetsAllowed: 'Cats OK', Furnished: 'Unfurnished' },
        'Listing Provided By': { CoListAgentFullName: 'Olivia Reyes' },
      },
    });
    const rowsOf = (lang: 'en' | 'es') =>
      Object.fromEntries(detailSections(leased, lang, false).map((section) => [section.title, section.rows]));
    const en = rowsOf('en');
    expect(en['Property Facts']).toContainEqual({ label: 'Bathrooms Total', value: '3' });
    expect(en['Pool, Waterfront and View']).toEqual([
      { label: 'Private Pool', value: 'Yes' },
      { label: 'View', value: 'Lake, Hill Country' },
    ]);
    expect(en.Parking).toEqual([{ label: 'Parking Spaces', value: '4' }]);
    expect(en['Lease Terms']).toEqual([
      { label: 'Pets Allowed', value: 'Cats OK' },
      { label: 'Furnished', value: 'Unfurnished' },
    ]);
    // Co-listing is attribution: it goes beside the listing office, not into a section of its own.
    expect(Object.keys(en)).not.toContain('Listing Provided By');
    const es = rowsOf('es');
    expect(es['Piscina, frente al agua y vista']).toContainEqual({ label: 'Piscina privada', value: 'Sí' });
    expect(es.Estacionamiento).toEqual([{ label: 'Plazas de estacionamiento', value: '4' }]);
    expect(es['Condiciones del arrendamiento']).toContainEqual({
      label: 'Mascotas permitidas',
      value: 'Cats OK',
    });
  });
});
