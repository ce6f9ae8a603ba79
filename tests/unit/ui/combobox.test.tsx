import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from '../../../src/ui/combobox';
import type { ComboboxAnswer, ComboboxLoad } from '../../../src/ui/combobox-types';

const FRUIT = ['Apple', 'Apricot', 'Avocado', 'Banana'];

interface Options {
  load?: ComboboxLoad<string>;
  onSelect?: (value: string) => void;
  hint?: string;
  debounceMs?: number;
}

function Fruit({ load, onSelect, hint, debounceMs = 0 }: Options) {
  const byPrefix: ComboboxLoad<string> = useCallback(
    (text) => ({
      ok: true,
      groups: [{ key: 'all', options: FRUIT.filter((f) => f.toLowerCase().startsWith(text.toLowerCase())) }],
    }),
    [],
  );
  return (
    <Combobox<string>
      name="fruit"
      label="Fruit"
      load={load ?? byPrefix}
      debounceMs={debounceMs}
      optionKey={(f) => f}
      renderOption={(f) => f}
      onSelect={onSelect ?? (() => {})}
      hint={hint}
      noResultsText={(text) => `No results found for ${text}.`}
      failureText="Search is not available right now."
    />
  );
}

const renderFruit = (options: Options = {}) =>
  render(
    <Provider store={createStore()}>
      <Fruit {...options} />
    </Provider>,
  );

const box = () => screen.getByRole('combobox', { name: 'Fruit' });
const activeText = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox', () => {
  it('moves through the options with the arrow keys (wrapping), Home and End', async () => {
    renderFruit();
    fireEvent.change(box(), { target: { value: 'a' } });
    await screen.findByRole('option', { name: 'Avocado' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(activeText()).toBeNull();

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeText()).toBe('Apple');
    expect(screen.getByRole('option', { name: 'Apple' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeText()).toBe('Apricot');
    fireEvent.keyDown(box(), { key: 'End' });
    expect(activeText()).toBe('Avocado');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeText()).toBe('Apple');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(activeText()).toBe('Avocado');
    fireEvent.keyDown(box(), { key: 'Home' });
    expect(activeText()).toBe('Apple');
  });

  it('chooses the active option with Enter and closes', async () => {
    const onSelect = vi.fn();
    renderFruit({ onSelect });
    fireEvent.change(box(), { target: { value: 'ap' } });
    await screen.findByRole('option', { name: 'Apricot' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('Apricot');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    renderFruit();
    fireEvent.change(box(), { target: { value: 'ba' } });
    await screen.findByRole('option', { name: 'Banana' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveProperty('value', 'ba');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Banana' })).toBeTruthy();
    fireEvent.keyDown(box(), { key: 'Escape' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveProperty('value', '');
  });

  it('says when nothing matches, and asks nothing for blank text', async () => {
    const load = vi.fn<ComboboxLoad<string>>(() => ({ ok: true, groups: [{ key: 'all', options: [] }] }));
    renderFruit({ load });
    fireEvent.change(box(), { target: { value: 'kiwi' } });
    await waitFor(() =>
      expect(document.querySelector('.bb-combobox-message')?.textContent).toBe('No results found for kiwi.'),
    );
    // Announced too, for screen readers.
    expect(screen.getByRole('status').textContent).toBe('No results found for kiwi.');
    fireEvent.change(box(), { target: { value: '   ' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('kiwi', expect.any(AbortSignal));
  });

  it('shows the hint while blank', () => {
    renderFruit({ hint: 'Start typing to search for a fruit' });
    fireEvent.click(box());
    expect(screen.getByText('Start typing to search for a fruit')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('debounces typing and aborts the stale request', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn<ComboboxLoad<string>>((text, signal) => {
      signals.push(signal);
      return new Promise<ComboboxAnswer<string>>((resolve) =>
        setTimeout(() => resolve({ ok: true, groups: [{ key: 'all', options: [`${text}!`] }] }), 40),
      );
    });
    renderFruit({ load, debounceMs: 30 });
    fireEvent.change(box(), { target: { value: 'a' } });
    fireEvent.change(box(), { target: { value: 'ab' } });
    expect(screen.getByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledWith('ab', expect.any(AbortSignal));
    fireEvent.change(box(), { target: { value: 'abc' } });
    expect(signals[0]?.aborted).toBe(true);
    expect(await screen.findByRole('option', { name: 'abc!' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'ab!' })).toBeNull();
  });

  it('shows a quiet message when the search fails', async () => {
    renderFruit({ load: () => ({ ok: false, aborted: false }) });
    fireEvent.change(box(), { target: { value: 'a' } });
    expect(await screen.findByText('Search is not available right now.')).toBeTruthy();
  });

  it('works inside a shadow root: a click inside stays open, a click outside closes', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Provider store={createStore()}>
          <Fruit />
          <button type="button">elsewhere</button>
        </Provider>,
      );
    });
    const input = shadow.querySelector('input');
    if (!input) throw new Error('no input');
    await act(async () => {
      fireEvent.change(input, { target: { value: 'b' } });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const listbox = shadow.querySelector('[role="listbox"]');
    expect(listbox?.textContent).toContain('Banana');
    expect(shadow.getElementById(input.getAttribute('aria-controls') ?? '')).toBe(listbox);

    await act(async () => {
      fireEvent.pointerDown(listbox ?? input, { composed: true });
    });
    expect(shadow.querySelector('[role="listbox"]')).not.toBeNull();
    await act(async () => {
      fireEvent.pointerDown(shadow.querySelector('button') ?? input, { composed: true });
    });
    expect(shadow.querySelector('[role="listbox"]')).toBeNull();
    act(() => root.unmount());
    host.remove();
  });
});
