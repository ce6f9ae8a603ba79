import { act } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../../src/elements/define-widget';
import { loadCatalog } from '../../../src/lib/i18n/catalogs';
import { languageChoiceAtom } from '../../../src/state/language-atom';
import { store } from '../../../src/state/store';

await loadCatalog('es');

let counter = 0;
const uniqueTag = (): `bb-${string}` => `bb-test-${++counter}`;

/** Lets the tasks already queued run: defineWidget defines its tag a task later. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Puts `html` in the page once the widgets defined so far are. */
async function mount(html: string): Promise<HTMLElement> {
  await nextTask();
  const holder = document.createElement('div');
  document.body.append(holder);
  await act(async () => {
    holder.innerHTML = html;
  });
  const element = holder.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('nothing mounted');
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  store.set(languageChoiceAtom, null);
  vi.restoreAllMocks();
});

describe('defineWidget', () => {
  it('renders the screen into an open shadow root with its styles, leaving the page CSS alone', async () => {
    const tag = uniqueTag();
    defineWidget({
      tag,
      attributes: {},
      component: () => <p className="hello">Hello</p>,
      styles: ['.hello { color: red }'],
    });
    const element = await mount(`<${tag}></${tag}>`);
    const root = element.shadowRoot;
    expect(root?.querySelector('.hello')?.textContent).toBe('Hello');
    // Adopted as a constructed stylesheet (no <style> element: a strict CSP refuses those).
    const rules = (root?.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules]);
    expect(rules.map((rule) => rule.cssText).join('\n')).toMatch(/\.hello \{\s*color: red;?\s*\}/);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('passes valid attributes parsed and ignores invalid ones with a warning naming them', async () => {
    const tag = uniqueTag();
    const seen: unknown[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineWidget({
      tag,
      attributes: {
        perPage: v.pipe(v.string(), v.transform(Number), v.picklist([20, 50], 'expected 20 or 50')),
      },
      component: (props) => {
        seen.push(props.perPage);
        return null;
      },
      styles: [],
    });
    await mount(`<${tag} per-page="20"></${tag}>`);
    expect(seen.at(-1)).toBe(20);
    await mount(`<${tag} per-page="lots"></${tag}>`);
    expect(seen.at(-1)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(`[bluebonnet] <${tag} per-page="lots">: ignored, expected 20 or 50.`);
  });

  it('defines the tag a task later, apart from the evaluation of the bundle', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: {}, component: () => <p>later</p>, styles: [] });
    expect(customElements.get(tag)).toBeUndefined();
    await nextTask();
    expect(customElements.get(tag)).toBeDefined();
  });

  it('keeps the first definition when a tag is defined twice (the script included twice)', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: {}, component: () => <p>first</p>, styles: [] });
    defineWidget({ tag, attributes: {}, component: () => <p>second</p>, styles: [] });
    const element = await mount(`<${tag}></${tag}>`);
    expect(element.shadowRoot?.textContent).toContain('first');
  });

  it('warns when another version of the bundle defined the tag while this one was waiting', async () => {
    const tag = uniqueTag();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineWidget({ tag, attributes: {}, component: () => <p>ours</p>, styles: [] });
    customElements.define(tag, class extends HTMLElement {});
    await nextTask();
    expect(warn).toHaveBeenCalledWith(
      `[bluebonnet] <${tag}> is already defined by bundle version undefined; keeping it.`,
    );
  });

  it('shows a polite message inside a widget that throws, in the page language, and logs it once', async () => {
    const tag = uniqueTag();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineWidget({
      tag,
      attributes: {},
      component: () => {
        throw new Error('boom');
      },
      styles: [],
    });
    const element = await mount(`<${tag} lang="es"></${tag}>`);
    const alert = element.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.querySelector('p')?.textContent).toBe('No se pudo mostrar esta parte de la página.');
    expect(alert?.querySelector('button')?.textContent).toBe('Reintentar');
    expect(
      error.mock.calls.some(([message]) => String(message).includes(`[bluebonnet] <${tag}> failed`)),
    ).toBe(true);
  });

  it('shares one store: a language chosen anywhere reaches every widget', async () => {
    const tag = uniqueTag();
    defineWidget({
      tag,
      attributes: {},
      component: () => <p>widget</p>,
      styles: [],
    });
    const a = await mount(`<${tag}></${tag}>`);
    const b = await mount(`<${tag}></${tag}>`);
    await act(async () => store.set(languageChoiceAtom, 'es'));
    expect(a.shadowRoot?.querySelector('.bb-root')?.getAttribute('lang')).toBe('es');
    expect(b.shadowRoot?.querySelector('.bb-root')?.getAttribute('lang')).toBe('es');
  });
});
