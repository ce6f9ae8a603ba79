import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickButton, isOpen, openPanel, previewOf, renderFilterBarAt } from './render-filter-bar';

const slider = (panel: HTMLElement, name: 'Minimum price' | 'Maximum price') =>
  within(panel).getByRole('slider', { name });
const box = (panel: HTMLElement, name: 'Min' | 'Max') => within(panel).getByLabelText<HTMLInputElement>(name);
const list = (panel: HTMLElement, name: 'Set Min' | 'Set Max') =>
  within(panel).getByLabelText<HTMLSelectElement>(name);
const optionLabels = (select: HTMLSelectElement) => Array.from(select.options, (option) => option.text);
const spoken = (element: HTMLElement) => element.getAttribute('aria-valuetext');

function moveTo(element: HTMLElement, position: number) {
  fireEvent.change(element, { target: { value: String(position) } });
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('Price dropdown', () => {
  it('slides over the SPEC §4 step table and searches the range on Apply Changes', () => {
    renderFilterBarAt('/listings');
    const panel = openPanel('Price');
    expect(spoken(slider(panel, 'Minimum price'))).toBe('$0');
    expect(spoken(slider(panel, 'Maximum price'))).toBe('Max');

    moveTo(slider(panel, 'Minimum price'), 19);
    expect(spoken(slider(panel, 'Minimum price'))).toBe('$190,000');
    moveTo(slider(panel, 'Minimum price'), 20);
    expect(box(panel, 'Min').value).toBe('200,000');
    moveTo(slider(panel, 'Maximum price'), 51);
    expect(spoken(slider(panel, 'Maximum price'))).toBe('$975,000');
    moveTo(slider(panel, 'Maximum price'), 52);
    expect(box(panel, 'Max').value).toBe('1,000,000');

    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?minPrice=200000&maxPrice=1000000');
    expect(previewOf('Price')).toBe('200K - 1M');
    expect(isOpen('Price')).toBe(false);
  });

  it('scales the slider by 100 a unit on /leasing, topping out at 10,000', () => {
    renderFilterBarAt('/leasing');
    const panel = openPanel('Price');
    moveTo(slider(panel, 'Maximum price'), 52);
    expect(spoken(slider(panel, 'Maximum price'))).toBe('$1,000');
    moveTo(slider(panel, 'Maximum price'), 142);
    expect(spoken(slider(panel, 'Maximum price'))).toBe('Max');
    moveTo(slider(panel, 'Maximum price'), 141);
    expect(spoken(slider(panel, 'Maximum price'))).toBe('$9,900');
  });

  it('scales the slider by 500 a unit for residential lease and 1,000 for commercial lease', () => {
    renderFilterBarAt('/listings?residentialLease=true');
    const panel = openPanel('Price');
    moveTo(slider(panel, 'Maximum price'), 52);
    expect(spoken(slider(panel, 'Maximum price'))).toBe('$5,000');
    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?maxPrice=5000&residentialLease=true');
    expect(previewOf('Price')).toBe('0 - 5K');
  });

  it('tops commercial leases out at 100,000', () => {
    renderFilterBarAt('/listings?commercialLease=true');
    const panel = openPanel('Price');
    moveTo(slider(panel, 'Minimum price'), 20);
    expect(spoken(slider(panel, 'Minimum price'))).toBe('$2,000');
    expect(optionLabels(list(panel, 'Set Max')).at(-1)).toBe('Max');
    expect(list(panel, 'Set Max').options[list(panel, 'Set Max').options.length - 1]?.value).toBe('100000');
  });

  it('flags a typed min above the max and swaps the two when applied', () => {
    renderFilterBarAt('/listings');
    const panel = openPanel('Price');
    type(box(panel, 'Min'), '900,000');
    type(box(panel, 'Max'), '$300000');

    expect(box(panel, 'Min').className).toContain('changed');
    expect(box(panel, 'Max').className).toContain('changed');
    expect(within(panel).getByRole('status').textContent).toMatch(/will be swapped/);

    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?minPrice=300000&maxPrice=900000');
    expect(previewOf('Price')).toBe('300K - 900K');
  });

  it('ignores non-numeric typing, then reads a non-numeric min as 0 and max as the ceiling', () => {
    renderFilterBarAt('/listings?minPrice=300000&maxPrice=900000');
    const panel = openPanel('Price');
    expect(box(panel, 'Min').value).toBe('300,000');

    fireEvent.change(box(panel, 'Min'), { target: { value: 'abc' } });
    expect(spoken(slider(panel, 'Minimum price'))).toBe('$300,000');
    fireEvent.blur(box(panel, 'Min'));
    expect(box(panel, 'Min').value).toBe('');
    expect(box(panel, 'Min').placeholder).toBe('No Min');

    type(box(panel, 'Max'), 'lots');
    expect(box(panel, 'Max').placeholder).toBe('Max');
    expect(spoken(slider(panel, 'Maximum price'))).toBe('Max');

    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('');
    expect(previewOf('Price')).toBe('Any Price');
  });

  it('reads an emptied max as the ceiling on Enter', () => {
    renderFilterBarAt('/listings?maxPrice=900000');
    const panel = openPanel('Price');
    fireEvent.change(box(panel, 'Max'), { target: { value: '' } });
    fireEvent.keyDown(box(panel, 'Max'), { key: 'Enter' });
    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('');
  });

  it("offers 'Set Min' up to the chosen max and 'Set Max' from the chosen min, ending in 'Max'", () => {
    renderFilterBarAt('/listings?maxPrice=300000');
    const panel = openPanel('Price');
    expect(optionLabels(list(panel, 'Set Min'))).toEqual([
      'No Min',
      '$50,000',
      '$100,000',
      '$150,000',
      '$200,000',
      '$250,000',
      '$300,000',
    ]);

    fireEvent.change(list(panel, 'Set Min'), { target: { value: '250000' } });
    expect(box(panel, 'Min').value).toBe('250,000');
    expect(spoken(slider(panel, 'Minimum price'))).toBe('$250,000');
    expect(optionLabels(list(panel, 'Set Max'))[0]).toBe('$250,000');
    expect(optionLabels(list(panel, 'Set Max')).at(-1)).toBe('Max');

    fireEvent.change(list(panel, 'Set Max'), { target: { value: '10000000' } });
    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?minPrice=250000');
    expect(previewOf('Price')).toBe('250K - Any');
  });

  it('puts the price back to Any Price on Reset and leaves the other filters alone', () => {
    renderFilterBarAt('/listings?minPrice=300000&bath=2');
    const panel = openPanel('Price');
    clickButton(panel, 'Reset');
    expect(window.location.search).toBe('?bath=2');
    expect(previewOf('Price')).toBe('Any Price');
    expect(box(panel, 'Min').value).toBe('');
  });
});
