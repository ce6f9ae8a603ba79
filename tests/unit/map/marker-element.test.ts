import { describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../src/lib/i18n/catalogs';
import { createMarkerButton, renderClusterElement, renderPinElement } from '../../../src/map/marker-element';

await loadCatalog('es');

const listing = {
  ListingKeyNumeric: 7,
  ListPrice: 350_000,
  MlsStatus: 'Active',
  Address: '1234 Oak Hollow Dr',
};

describe('marker elements', () => {
  it('sizes a cluster by its listings and names it for screen readers', () => {
    const element = document.createElement('button');
    renderClusterElement(element, 'en', 1234);
    expect(element.textContent).toBe('1.2k');
    expect(element.style.width).toBe('60px');
    expect(element.getAttribute('aria-label')).toBe('1,234 listings');
    renderClusterElement(element, 'es', 5);
    expect(element.getAttribute('aria-label')).toBe('5 propiedades');
  });

  it("keeps the map engine's own class and drops the cluster size when a cluster's button becomes a pin", () => {
    const element = document.createElement('button');
    element.classList.add('maplibregl-marker');
    renderClusterElement(element, 'en', 12);
    expect([...element.classList]).toEqual(['maplibregl-marker', 'bb-cluster']);
    renderPinElement(element, 'en', { lat: 30, lng: -97, listings: [listing] });
    expect([...element.classList]).toEqual(['maplibregl-marker', 'bb-pin', 'active']);
    expect(element.style.width).toBe('');
    renderClusterElement(element, 'en', 3);
    expect([...element.classList]).toEqual(['maplibregl-marker', 'bb-cluster']);
  });

  it('labels a pin with its short price, colours it by status and names it with price and address', () => {
    const element = document.createElement('button');
    renderPinElement(element, 'en', { lat: 30, lng: -97, listings: [listing] });
    expect(element.textContent).toBe('$350k');
    expect(element.className).toBe('bb-pin active');
    expect(element.getAttribute('aria-label')).toBe('$350k, 1234 Oak Hollow Dr');
    expect(element.dataset.listingKeys).toBe('7');
    renderPinElement(element, 'es', { lat: 30, lng: -97, listings: [{ ...listing, ListPrice: null }] });
    expect(element.getAttribute('aria-label')).toBe('N/D, 1234 Oak Hollow Dr');
  });

  it('names a shared pin by its building, without the first unit, and counts its listings', () => {
    const element = document.createElement('button');
    renderPinElement(element, 'en', {
      lat: 30,
      lng: -97,
      listings: [
        { ...listing, MlsStatus: 'Pending', Address: '88 Rainey St Unit 1204' },
        { ListingKeyNumeric: 8, ListPrice: null, MlsStatus: 'Pending', Address: '88 Rainey St Unit 305' },
      ],
    });
    expect(element.className).toBe('bb-pin other');
    expect(element.getAttribute('aria-label')).toBe('2 listings: $350k +1, 88 Rainey St');
    expect(element.dataset.listingKeys).toBe('7 8');
  });

  it('never names a hidden address: such a pin is named by its status', () => {
    const element = document.createElement('button');
    renderPinElement(element, 'en', { lat: 30, lng: -97, listings: [{ ...listing, Address: null }] });
    expect(element.getAttribute('aria-label')).toBe('$350k, For Sale');
    renderPinElement(element, 'es', { lat: 30, lng: -97, listings: [{ ...listing, Address: null }] });
    expect(element.getAttribute('aria-label')).toMatch(/^\$350k, \S/);
    expect(element.getAttribute('aria-label')).not.toContain('For Sale');
  });

  it('keeps a marker click from reaching the map beneath it', () => {
    const onActivate = vi.fn();
    const onMap = vi.fn();
    const map = document.createElement('div');
    map.addEventListener('click', onMap);
    const button = createMarkerButton(onActivate);
    map.append(button);
    button.click();
    expect(onActivate).toHaveBeenCalledWith(button);
    expect(onMap).not.toHaveBeenCalled();
    expect(button.type).toBe('button');
  });
});
