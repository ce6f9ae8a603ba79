import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { barButton, clickButton, isOpen, openPanel, previewOf, renderFilterBarAt } from './render-filter-bar';

const select = (panel: HTMLElement, name: string) => within(panel).getByLabelText<HTMLSelectElement>(name);
const labels = (element: HTMLSelectElement) => Array.from(element.options, (option) => option.text);
const choose = (element: HTMLSelectElement, value: number) =>
  fireEvent.change(element, { target: { value: String(value) } });

describe('Beds dropdown', () => {
  it('bounds the min choices by the max and the max choices by the min (SPEC §5)', () => {
    renderFilterBarAt('/listings');
    const panel = openPanel('Beds');
    expect(labels(select(panel, 'Min'))).toEqual(['No Min', '1', '2', '3', '4', '5', '6', '7']);
    expect(labels(select(panel, 'Max'))).toEqual(['1', '2', '3', '4', '5', '6', 'No Max']);

    choose(select(panel, 'Max'), 4);
    expect(labels(select(panel, 'Min'))).toEqual(['No Min', '1', '2', '3', '4']);
    choose(select(panel, 'Min'), 2);
    expect(labels(select(panel, 'Max'))).toEqual(['2', '3', '4', '5', '6', 'No Max']);

    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?minBedsCount=2&maxBedsCount=4');
    expect(previewOf('Beds')).toBe('2 - 4');
  });

  it("previews a single count as 'n' and resets to no preview", () => {
    renderFilterBarAt('/listings?minBedsCount=3&maxBedsCount=3');
    expect(previewOf('Beds')).toBe('3');
    clickButton(openPanel('Beds'), 'Reset');
    expect(window.location.search).toBe('');
    expect(previewOf('Beds')).toBeNull();
  });
});

describe('Bath dropdown', () => {
  it("offers Any and 1+ … 5+ and previews the choice as 'n+'", () => {
    renderFilterBarAt('/listings');
    const panel = openPanel('Bath');
    const chips = within(panel).getAllByRole('button', { pressed: false });
    expect(chips.map((chip) => chip.textContent)).toEqual(['1+', '2+', '3+', '4+', '5+']);
    expect(within(panel).getByRole('button', { pressed: true }).textContent).toBe('Any');

    clickButton(panel, '3+');
    expect(within(panel).getByRole('button', { pressed: true }).textContent).toBe('3+');
    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?bath=3');
    expect(previewOf('Bath')).toBe('3+');
  });

  it('drops unapplied choices when the panel closes', () => {
    renderFilterBarAt('/listings');
    clickButton(openPanel('Bath'), '2+');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen('Bath')).toBe(false);
    expect(window.location.search).toBe('');
    const panel = openPanel('Bath');
    expect(within(panel).getByRole('button', { pressed: true }).textContent).toBe('Any');
  });
});

describe('Sqft dropdown', () => {
  it('steps by 250 up to 7,500, each end bounded by the other', () => {
    renderFilterBarAt('/listings');
    const panel = openPanel('Sqft');
    const minLabels = labels(select(panel, 'Min'));
    expect(minLabels.slice(0, 4)).toEqual(['No Min', '250', '500', '750']);
    expect(minLabels.at(-1)).toBe('7,500');
    expect(minLabels).toHaveLength(31);

    choose(select(panel, 'Max'), 1000);
    expect(labels(select(panel, 'Min'))).toEqual(['No Min', '250', '500', '750', '1,000']);
    choose(select(panel, 'Min'), 750);
    expect(labels(select(panel, 'Max'))).toEqual(expect.arrayContaining(['750', '1,000', 'No Max']));
    expect(labels(select(panel, 'Max'))).not.toContain('500');

    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?squareMin=750&squareMax=1000');
    expect(previewOf('Sqft')).toBe('750 - 1K');
  });

  it('still shows a size from a link that is not on the list', () => {
    renderFilterBarAt('/listings?squareMin=1234');
    expect(select(openPanel('Sqft'), 'Min').selectedOptions[0]?.text).toBe('1,234');
  });
});

describe('Levels dropdown', () => {
  it("offers 1, 1.5, 2, 3, 3+ bounded by each other; '3+' is 4 as a min and 10 (no limit) as a max", () => {
    renderFilterBarAt('/listings');
    const panel = openPanel('Levels');
    expect(labels(select(panel, 'Min'))).toEqual(['No Min', '1', '1.5', '2', '3', '3+']);
    expect(labels(select(panel, 'Max'))).toEqual(['1', '1.5', '2', '3', '3+']);
    expect(select(panel, 'Max').value).toBe('10');

    choose(select(panel, 'Max'), 2);
    expect(labels(select(panel, 'Min'))).toEqual(['No Min', '1', '1.5', '2']);
    choose(select(panel, 'Min'), 1.5);
    expect(labels(select(panel, 'Max'))).toEqual(['1.5', '2', '3', '3+']);

    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?levelsMin=1.5&levelsMax=2');
    expect(previewOf('Levels')).toBe('1.5 - 2');
  });

  it("searches '3+' as at least 4 levels", () => {
    renderFilterBarAt('/listings');
    const panel = openPanel('Levels');
    choose(select(panel, 'Min'), 4);
    expect(labels(select(panel, 'Max'))).toEqual(['3+']);
    clickButton(panel, 'Apply Changes');
    expect(window.location.search).toBe('?levelsMin=4');
    expect(previewOf('Levels')).toBe('3+');
  });
});

describe('Open House dropdown', () => {
  it('keeps From before To in the pickers and swaps typed dates when applied', () => {
    renderFilterBarAt('/open-houses');
    const panel = openPanel('Open House');
    const from = within(panel).getByLabelText<HTMLInputElement>('From');
    const to = within(panel).getByLabelText<HTMLInputElement>('To');
    fireEvent.change(from, { target: { value: '2026-06-10' } });
    expect(to.min).toBe('2026-06-10');
    fireEvent.change(to, { target: { value: '2026-06-01' } });

    clickButton(panel, 'Apply Changes');
    expect(window.location.pathname).toBe('/open-houses');
    expect(window.location.search).toBe('?From=2026-06-01&To=2026-06-10');
    expect(previewOf('Open House')).toBe('06/01/2026 - 06/10/2026');
  });

  it('clears the dates on Reset and stays in open-house mode', () => {
    renderFilterBarAt('/listings?From=2026-06-01');
    clickButton(openPanel('Open House'), 'Reset');
    expect(window.location.search).toBe('?openHouses=true');
    expect(barButton('Open House')).toBeTruthy();
    expect(previewOf('Open House')).toBeNull();
  });
});
