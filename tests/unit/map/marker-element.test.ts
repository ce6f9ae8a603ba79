import { describe, expect, it, vi } from 'vitest';
import { createMarkerButton, renderClusterElement, renderPinElement } from '../../../src/map/marker-element';

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

  it('labels a pin with its short price, colours it by status and names it with price and status', () => {
    const element = document.createElement('button');
    const listing = { ListingKeyNumeric: 7, ListPrice: 350_000, MlsStatus: 'Active' };
    renderPinElement(element, 'en', { lat: 30, lng: -97, listings: [listing] });
    expect(element.textContent).toBe('$350k');
    expect(element.className).toBe('bb-pin active');
    expect(element.getAttribute('aria-label')).toBe('$350k, For Sale');
    expect(element.dataset.listingKeys).toBe('7');

    renderPinElement(element, 'en', {
      lat: 30,
      lng: -97,
      listings: [
        { ...listing, MlsStatus: 'Pending' },
        { ListingKeyNumeric: 8, ListPrice: null, MlsStatus: 'Pending' },
      ],
    });
    expect(element.className).toBe('bb-pin other');
    expect(element.getAttribute('aria-label')).toBe('2 listings: $350k +1');
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
