import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  barButton,
  barLabels,
  clickButton,
  isOpen,
  openPanel,
  previewOf,
  renderFilterBarAt,
} from './render-filter-bar';

describe('FilterBar', () => {
  it('lists the dropdowns in SPEC order, without Open House outside open-house mode', () => {
    renderFilterBarAt('/listings');
    expect(barLabels()).toEqual(['Location', 'Price', 'Beds', 'Bath', 'Sqft', 'Levels', 'More filters']);
  });

  it('adds the Open House dropdown first on /open-houses and whenever From or To is in the query', () => {
    renderFilterBarAt('/open-houses');
    expect(barLabels()[0]).toBe('Open House');
  });

  it('shows the Open House dates when From is in the query', () => {
    renderFilterBarAt('/listings?From=2026-06-01&To=2026-06-08');
    expect(barLabels()[0]).toBe('Open House');
    expect(previewOf('Open House')).toBe('06/01/2026 - 06/08/2026');
  });

  it('previews the applied filters in the words of SPEC §4', () => {
    renderFilterBarAt('/listings?minPrice=300000&maxPrice=500000&minBedsCount=3&bath=2&levelsMin=4');
    expect(previewOf('Price')).toBe('300K - 500K');
    expect(previewOf('Beds')).toBe('3 +');
    expect(previewOf('Bath')).toBe('2+');
    expect(previewOf('Levels')).toBe('3+');
    expect(previewOf('Sqft')).toBeNull();
    expect(barButton('Price').getAttribute('aria-label')).toBe('Price: 300K - 500K');
  });

  it("reads 'Any Price' at the defaults", () => {
    renderFilterBarAt('/listings');
    expect(previewOf('Price')).toBe('Any Price');
  });

  it("writes '0 - Y' when only a max is set", () => {
    renderFilterBarAt('/listings?maxPrice=500000&maxBedsCount=4');
    expect(previewOf('Price')).toBe('0 - 500K');
    expect(previewOf('Beds')).toBe('0 - 4');
  });

  it("writes 'X - Any' when only a min is set, and ranges for beds and levels", () => {
    renderFilterBarAt('/listings?minPrice=1500000&minBedsCount=2&maxBedsCount=4&levelsMin=1.5&levelsMax=3');
    expect(previewOf('Price')).toBe('1.5M - Any');
    expect(previewOf('Beds')).toBe('2 - 4');
    expect(previewOf('Levels')).toBe('1.5 - 3');
  });

  it('shortens a chosen location and a chosen property type to 3 characters plus "..."', () => {
    renderFilterBarAt('/listings?city=round-rock&land=true');
    expect(previewOf('Location')).toBe('Rou...');
    expect(barButton('Location').getAttribute('aria-label')).toBe('Location: Round Rock');
    expect(previewOf('More filters')).toBe('Lan...');
  });

  it('uses the 0 - 10,000 price range on /leasing', () => {
    renderFilterBarAt('/leasing?maxPrice=2500');
    expect(previewOf('Price')).toBe('0 - 2.5K');
    const panel = openPanel('Price');
    const setMax = panel.querySelectorAll('select')[1];
    expect(setMax?.lastElementChild?.textContent).toBe('Max');
    expect(setMax?.lastElementChild?.getAttribute('value')).toBe('10000');
  });

  it('hands the Location and More filters panels their close function', () => {
    renderFilterBarAt('/listings');
    const panel = openPanel('Location');
    clickButton(panel, 'Location panel');
    expect(isOpen('Location')).toBe(false);
    expect(screen.queryByText('Location panel')).toBeNull();
  });

  it('keeps one panel open at a time', () => {
    renderFilterBarAt('/listings');
    openPanel('Beds');
    fireEvent.click(barButton('Bath'));
    expect(isOpen('Beds')).toBe(false);
    expect(isOpen('Bath')).toBe(true);
  });
});
