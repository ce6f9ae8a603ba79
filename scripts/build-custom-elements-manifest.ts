/**
 * Builds `custom-elements.json` (Custom Elements Manifest 2.1) from what the widgets really contain, and
 * the tag reference of README.md from that manifest. Per `widgets/bb-*.ts` tag:
 * - attributes: the widget's JSDoc `@attr {type} name description (default: …)` lines, checked against
 *   the attribute schemas it passes to `defineWidget` (plus `api-base` and `lang`, which every widget takes);
 * - events: `@fires name description` lines of the modules it reaches; a module that calls
 *   `dispatchEvent` without one fails the build (every widget reaches `bluebonnet:language`, which the
 *   page's one store sends on `document`);
 * - CSS parts: every `part="…"` in the modules it reaches (the modals and the map it opens included),
 *   described by a `@csspart` line of the stylesheets it reaches or of the widget's JSDoc;
 * - CSS custom properties: every `var(--bb-…)` its stylesheets read, with the fallback as the default,
 *   described by a `@cssproperty` line.
 * An undocumented part or property fails the build. `npm run manifest` (and `npm run build`) rewrite both
 * files; a unit test fails when either is out of date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cssVariableReads, docTags, widgetAttributeNames } from './support/doc-comments';
import { widgetModuleGraph } from './support/widget-module-graph';
import { replaceWidgetReference } from './support/widget-reference-markdown';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Attributes `defineWidget` gives every widget. */
const COMMON_ATTRIBUTES = ['api-base', 'lang'];
const BASE_CSS = 'src/styles/base.css';

interface Described {
  name: string;
  description: string;
  default?: string;
}

function described(kind: string, tag: string, names: string[], docs: Map<string, string>): Described[] {
  return names.map((name) => {
    const description = docs.get(name);
    if (!description) throw new Error(`<${tag}>: ${kind} '${name}' has no @${kind} line describing it`);
    return { name, description };
  });
}

function declaration(repo: string, file: string) {
  const path = join(repo, 'widgets', file);
  const tagName = file.replace(/\.tsx?$/, '');
  const source = readFileSync(path, 'utf8');
  const graph = widgetModuleGraph(path);
  const code = graph.filter((p) => /\.tsx?$/.test(p)).map((p) => ({ p, text: readFileSync(p, 'utf8') }));
  // The shared base stylesheet first: its fallbacks are the defaults (a screen may repeat one loosely).
  const css = graph
    .filter((p) => p.endsWith('.css'))
    .sort((a, b) => Number(b.endsWith(BASE_CSS)) - Number(a.endsWith(BASE_CSS)))
    .map((p) => readFileSync(p, 'utf8'));
  const widgetDoc = docTags(source);

  const attributes = widgetDoc
    .filter((t) => t.tag === 'attr')
    .map(({ type, name, description }) => {
      if (!type) throw new Error(`<${tagName}>: @attr ${name} has no {type}`);
      const fallback = /\s*\(default:\s*(.+)\)\.?$/.exec(description);
      return {
        name,
        type: { text: type },
        ...(fallback?.[1] ? { default: fallback[1] } : {}),
        description: fallback ? description.slice(0, fallback.index).trim() : description,
      };
    });
  const documented = attributes.map((a) => a.name).sort();
  const expected = [...COMMON_ATTRIBUTES, ...widgetAttributeNames(source)].sort();
  if (documented.join() !== expected.join())
    throw new Error(`<${tagName}>: @attr lines name [${documented}], the widget takes [${expected}]`);

  const events = code.flatMap(({ p, text }) => {
    const fires = docTags(text).filter((t) => t.tag === 'fires');
    if (fires.length === 0 && /\.dispatchEvent\(/.test(text))
      throw new Error(`${relative(repo, p)} dispatches an event without a @fires line`);
    return fires.map(({ name, description }) => ({ name, description }));
  });

  const partDocs = new Map(
    [...widgetDoc, ...css.flatMap((text) => docTags(text))]
      .filter((t) => t.tag === 'csspart')
      .map((t) => [t.name, t.description] as const),
  );
  const partNames = [
    ...new Set(code.flatMap(({ text }) => [...text.matchAll(/\bpart="([\w-]+)"/g)].map((m) => m[1] ?? ''))),
  ];
  const cssParts = described('csspart', tagName, partNames, partDocs);

  const reads = css.flatMap((text) => cssVariableReads(text)).filter((read) => read.name.startsWith('--bb-'));
  const propertyDocs = new Map(
    css
      .flatMap((text) => docTags(text))
      .filter((t) => t.tag === 'cssproperty')
      .map((t) => [t.name, t.description] as const),
  );
  const propertyNames = [...new Set(reads.map((read) => read.name))].sort();
  const cssProperties = described('cssproperty', tagName, propertyNames, propertyDocs).map((property) => {
    const fallback = reads.find((read) => read.name === property.name && read.fallback)?.fallback;
    return fallback ? { ...property, default: fallback } : property;
  });

  const className = tagName.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
  return {
    kind: 'javascript-module',
    path: relative(repo, path),
    declarations: [
      {
        kind: 'class',
        customElement: true,
        tagName,
        name: className,
        // The comment that introduces the tag (`<bb-home>`: …), not those of helpers above it.
        description:
          widgetDoc.find((t) => t.tag === '' && t.description.startsWith(`\`<${tagName}>\``))?.description ??
          '',
        attributes,
        ...(events.length > 0 ? { events } : {}),
        ...(cssParts.length > 0 ? { cssParts } : {}),
        ...(cssProperties.length > 0 ? { cssProperties } : {}),
      },
    ],
    exports: [{ kind: 'custom-element-definition', name: tagName, declaration: { name: className } }],
  };
}

export type CustomElementsManifest = ReturnType<typeof buildCustomElementsManifest>;

/** The manifest as an object; `repo` is the repository folder. */
export function buildCustomElementsManifest(repo = root) {
  const widgets = readdirSync(join(repo, 'widgets'))
    .filter((file) => /^bb-[a-z-]+\.tsx?$/.test(file))
    .sort();
  return { schemaVersion: '2.1.0', readme: 'README.md', modules: widgets.map((f) => declaration(repo, f)) };
}

export function manifestText(repo = root): string {
  return `${JSON.stringify(buildCustomElementsManifest(repo), null, 2)}\n`;
}

/** README.md with its tag reference regenerated from the manifest. */
export function readmeText(repo = root): string {
  return replaceWidgetReference(
    readFileSync(join(repo, 'README.md'), 'utf8'),
    buildCustomElementsManifest(repo),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(root, 'custom-elements.json'), manifestText());
  writeFileSync(join(root, 'README.md'), readmeText());
  console.info('Wrote custom-elements.json and the tag reference of README.md');
}
