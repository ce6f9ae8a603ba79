import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import * as v from 'valibot';
// Only `version` is bundled: esbuild keeps just the JSON fields a module names.
import { version as VERSION } from '../../package.json';
import { hasCatalog, loadCatalog } from '../lib/i18n/catalogs';
import { pickLang } from '../lib/i18n/lang';
import { languageChoiceAtom } from '../state/language-atom';
import { store } from '../state/store';
import { WidgetRoot } from './widget-root';

/** Each attribute is read as a string and parsed by its own schema; a bad value is ignored with a warning. */
type AttributeSchemas = Record<string, v.GenericSchema<string, unknown>>;

export type WidgetProps<A extends AttributeSchemas> = { [K in keyof A]?: v.InferOutput<A[K]> };

export interface WidgetDefinition<A extends AttributeSchemas> {
  /** The custom element name. */
  tag: `bb-${string}`;
  /** The screen's own attributes, by camel-case property name (`perPage` is the `per-page` attribute). */
  attributes: A;
  component: ComponentType<WidgetProps<A>>;
  /** Stylesheets (text) for the shadow root. */
  styles: readonly string[];
}

/** Attributes every widget understands. */
interface CommonProps {
  /** Where the API lives (default: the page's origin). */
  apiBase?: string;
  /** The language: 'en' or 'es' (default: the visitor's choice, then the browser's language). */
  lang?: string;
  container?: HTMLElement | ShadowRoot;
}

const versionKey = Symbol.for('bluebonnet.version');

/**
 * Turns a screen into a custom element: r2wc renders it into an open shadow root, inside the shared store
 * and an error boundary, with its attributes validated. Defining a tag twice (the script included twice)
 * keeps the first definition; a different version of the bundle already on the page is reported.
 */
export function defineWidget<A extends AttributeSchemas>(definition: WidgetDefinition<A>): void {
  const { tag, attributes, component, styles } = definition;
  const registry = globalThis.customElements;
  if (!registry) return;
  if (keepsDefinition(registry, tag)) return;

  const Widget = (props: CommonProps & Record<string, unknown>) => {
    const host = props.container instanceof ShadowRoot ? (props.container.host as HTMLElement) : null;
    return createElement(
      WidgetRoot,
      { tag, host, styles, apiBase: props.apiBase, lang: props.lang },
      createElement(component, parseAttributes(tag, attributes, props)),
    );
  };
  const propTypes = Object.fromEntries(
    ['apiBase', 'lang', ...Object.keys(attributes)].map((name) => [name, 'string' as const]),
  );
  const element = r2wc(Widget, { shadow: 'open', props: propTypes });
  Object.defineProperty(element, versionKey, { value: VERSION });
  // Defining the tag upgrades the elements already on the page: each creates its React root (its event
  // listeners, its first render). That runs in a task of its own, apart from the evaluation of the bundle:
  // together they were one task of 400 ms on Lighthouse's phone, all of it blocking input.
  const define = () => {
    // Another copy of the bundle may have defined the tag in the meantime.
    if (!keepsDefinition(registry, tag)) registry.define(tag, element);
  };
  // A page that will speak a language whose texts are not here yet gets them before its first paint, so it
  // does not flash English; everyone else is defined in the next task.
  const lang = firstPaintLanguage(tag);
  if (hasCatalog(lang)) {
    setTimeout(define, 0);
    return;
  }
  loadCatalog(lang)
    .catch((error: unknown) => console.warn(`[bluebonnet] Could not load the '${lang}' texts:`, error))
    .finally(define);
}

/** Whether `tag` is defined already: kept, with a warning when another version of the bundle defined it. */
function keepsDefinition(registry: CustomElementRegistry, tag: string): boolean {
  const existing = registry.get(tag);
  if (!existing) return false;
  const version = (existing as unknown as Record<symbol, unknown>)[versionKey];
  if (version !== VERSION) {
    console.warn(
      `[bluebonnet] <${tag}> is already defined by bundle version ${String(version)}; keeping it.`,
    );
  }
  return true;
}

/** The language the first paint of a tag will ask for: the visitor's choice, the tag's `lang`, the browser's. */
function firstPaintLanguage(tag: string) {
  const attribute = globalThis.document?.querySelector(`${tag}[lang]`)?.getAttribute('lang');
  const languages = globalThis.navigator ? [...globalThis.navigator.languages] : [];
  return store.get(languageChoiceAtom) ?? pickLang(attribute, languages);
}

function parseAttributes<A extends AttributeSchemas>(
  tag: string,
  schemas: A,
  props: Record<string, unknown>,
): WidgetProps<A> {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const raw = props[name];
    if (typeof raw !== 'string') continue;
    const result = v.safeParse(schema, raw);
    if (result.success) {
      parsed[name] = result.output;
    } else {
      const attribute = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      console.warn(
        `[bluebonnet] <${tag} ${attribute}="${raw}">: ignored, ${result.issues[0]?.message ?? 'invalid value'}.`,
      );
    }
  }
  return parsed as WidgetProps<A>;
}
