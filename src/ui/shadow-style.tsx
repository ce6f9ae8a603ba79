import { useLayoutEffect, useRef } from 'react';

/** Constructed sheets by their text: widgets that share a stylesheet share one parsed sheet. */
const sheets = new Map<string, CSSStyleSheet>();
/** The sheet each placeholder stands for. */
const sheetOf = new WeakMap<Element, CSSStyleSheet>();
/** Placeholders being unmounted: still in the tree while their cleanup runs. */
const leaving = new WeakSet<Element>();
/** The sheets each root got from us, so sheets others adopted there are kept. */
const ours = new WeakMap<ShadowRoot | Document, readonly CSSStyleSheet[]>();

const constructable =
  typeof CSSStyleSheet === 'function' &&
  typeof CSSStyleSheet.prototype.replaceSync === 'function' &&
  typeof ShadowRoot === 'function' &&
  'adoptedStyleSheets' in ShadowRoot.prototype;

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adopts the sheets of a root's placeholders in tree order, so the cascade is that of `<style>` elements. */
function adoptInTreeOrder(root: ShadowRoot | Document) {
  const placed = [...root.querySelectorAll('template[data-bb-style]')]
    .filter((element) => !leaving.has(element))
    .flatMap((element) => sheetOf.get(element) ?? []);
  const previous = ours.get(root) ?? [];
  const others = root.adoptedStyleSheets.filter((sheet) => !previous.includes(sheet));
  root.adoptedStyleSheets = [...others, ...placed];
  ours.set(root, placed);
}

/**
 * A stylesheet for the shadow root this renders in. Where browsers construct stylesheets (all current
 * ones) it is adopted, not written as a `<style>` element: a host page's Content-Security-Policy then
 * needs no `style-src 'unsafe-inline'` for the widgets. An inert `<template>` marks its place, so sheets
 * apply in the order `<style>` elements there would have.
 */
export function ShadowStyle({ css }: { css: string }) {
  const marker = useRef<HTMLTemplateElement>(null);
  useLayoutEffect(() => {
    const element = marker.current;
    if (!element) return;
    const root = element.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    sheetOf.set(element, sheetFor(css));
    adoptInTreeOrder(root);
    return () => {
      leaving.add(element);
      adoptInTreeOrder(root);
      leaving.delete(element);
    };
  }, [css]);
  if (!constructable) return <style>{css}</style>;
  return <template data-bb-style="" ref={marker} />;
}
