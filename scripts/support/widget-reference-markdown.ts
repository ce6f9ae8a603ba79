/**
 * The README's tag reference and theming table, written from custom-elements.json so the two never
 * disagree. Each lives between a pair of marker comments in README.md; the text outside them is prose
 * people write. Attributes, parts and custom properties every widget shares are said once, not per tag.
 */

interface Item {
  name: string;
  description: string;
  default?: string;
  type?: { text: string };
}

interface Declaration {
  tagName: string;
  description?: string;
  attributes: Item[];
  events?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
}

interface Manifest {
  modules: { declarations: Declaration[] }[];
}

const COMMON_ATTRIBUTES = ['api-base', 'lang'];

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${cell(text)}\``;
/** A quoted literal default ('/listings') as code; a default said in words as it is. */
const value = (text: string | undefined) =>
  text === undefined ? '—' : /^'[^']*'$/.test(text) ? code(text.slice(1, -1)) : cell(text);
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function table(head: string[], rows: string[][]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

/** Names present on every tag. */
function shared(tags: Declaration[], pick: (d: Declaration) => Item[] | undefined): Set<string> {
  const [first, ...rest] = tags.map((d) => new Set((pick(d) ?? []).map((i) => i.name)));
  return new Set([...(first ?? [])].filter((name) => rest.every((set) => set.has(name))));
}

function tagReference(tags: Declaration[]): string[] {
  const sharedParts = shared(tags, (d) => d.cssParts);
  const sharedProperties = shared(tags, (d) => d.cssProperties);
  return tags.flatMap((d) => {
    const attributes = d.attributes.filter((a) => !COMMON_ATTRIBUTES.includes(a.name));
    const parts = (d.cssParts ?? []).filter((p) => !sharedParts.has(p.name));
    const properties = (d.cssProperties ?? []).filter((p) => !sharedProperties.has(p.name));
    const events = d.events ?? [];
    return [
      `#### \`<${d.tagName}>\``,
      '',
      sentence((d.description ?? '').replace(`\`<${d.tagName}>\`: `, '')),
      '',
      ...(attributes.length > 0
        ? [
            ...table(
              ['attribute', 'type', 'default', 'meaning'],
              attributes.map((a) => [
                code(a.name),
                code(a.type?.text ?? 'string'),
                value(a.default),
                cell(a.description),
              ]),
            ),
            '',
          ]
        : ['Attributes: only `api-base` and `lang`.', '']),
      ...(parts.length > 0
        ? [
            ...table(
              ['part', 'what it is'],
              parts.map((p) => [code(p.name), cell(p.description)]),
            ),
            '',
          ]
        : []),
      [
        `Events: ${events.length > 0 ? events.map((e) => code(e.name)).join(', ') : 'none'}.`,
        `Parts: \`root\`, \`error\`${parts.length > 0 ? ' and the above' : ' only'}.`,
        `Custom properties: the shared ones of Theming${properties.length > 0 ? `, and ${properties.map((p) => code(p.name)).join(', ')}` : ''}.`,
      ].join(' '),
      '',
    ];
  });
}

function themeTable(tags: Declaration[]): string[] {
  const byName = new Map<string, { item: Item; tags: string[] }>();
  for (const d of tags)
    for (const item of d.cssProperties ?? [])
      byName.set(item.name, { item, tags: [...(byName.get(item.name)?.tags ?? []), d.tagName] });
  const rows = [...byName.values()].map(({ item, tags: used }) => [
    code(item.name),
    item.default ? code(item.default) : '—',
    cell(item.description) +
      (used.length === tags.length ? '' : ` Only ${used.map((t) => `\`<${t}>\``).join(', ')}.`),
  ]);
  return table(['custom property', 'default', 'what it sets'], rows);
}

function replaceBetween(text: string, name: string, lines: string[]): string {
  const start = `<!-- ${name}:start (written by npm run manifest from custom-elements.json) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
  return `${text.slice(0, from + start.length)}\n\n${lines.join('\n').trim()}\n\n${text.slice(to)}`;
}

/** README text with its tag reference and theming table rewritten from `manifest`. */
export function replaceWidgetReference(readme: string, manifest: Manifest): string {
  const tags = manifest.modules.flatMap((m) => m.declarations);
  return replaceBetween(
    replaceBetween(readme, 'tag-reference', tagReference(tags)),
    'theme-properties',
    themeTable(tags),
  );
}
