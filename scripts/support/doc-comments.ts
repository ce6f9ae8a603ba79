/**
 * Small readers of the widgets' sources for the manifest builder: JSDoc-style tags in comments (TS and
 * CSS alike), the `var(--…)` reads of a stylesheet with their fallbacks, and the attribute names a
 * widget file passes to `defineWidget`. Plain text scanning: the files follow one house style.
 */

export interface DocTag {
  /** 'attr', 'csspart', 'cssproperty', 'fires'…; '' for a comment's untagged text. */
  tag: string;
  type?: string;
  name: string;
  description: string;
}

const TAG_LINE = /^@([a-z]+)\s+(?:\{([^}]*)\}\s+)?(\S+)\s*([\s\S]*)$/;

/** Every tag of every comment block; a tag runs on over the following lines until the next tag. */
export function docTags(text: string): DocTag[] {
  const tags: DocTag[] = [];
  for (const [, body = ''] of text.matchAll(/\/\*\*?([\s\S]*?)\*\//g)) {
    const segments: string[] = [''];
    for (const raw of body.split('\n')) {
      const line = raw.replace(/^\s*\*?\s?/, '').trim();
      if (line.startsWith('@')) segments.push(line);
      else segments[segments.length - 1] = `${segments.at(-1)} ${line}`;
    }
    const [lead = '', ...rest] = segments.map((s) => s.replace(/\s+/g, ' ').trim());
    if (lead) tags.push({ tag: '', name: '', description: lead });
    for (const segment of rest) {
      const [, tag = '', type, name = '', description = ''] = TAG_LINE.exec(segment) ?? [];
      if (tag) tags.push({ tag, ...(type ? { type: type.trim() } : {}), name, description });
    }
  }
  return tags;
}

/** From an opening bracket at `open`, the index just past its matching closing bracket. */
function closing(text: string, open: number, pair: '()' | '{}'): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === pair[0]) depth++;
    else if (text[at] === pair[1] && --depth === 0) return at + 1;
  }
  return text.length;
}

/** Each `var(--name, fallback)` of a stylesheet (comments left out), fallback whitespace collapsed. */
export function cssVariableReads(css: string): { name: string; fallback?: string }[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const reads: { name: string; fallback?: string }[] = [];
  for (const match of code.matchAll(/var\(\s*(--[\w-]+)\s*(,?)/g)) {
    const start = match.index ?? 0;
    const inner = code.slice(start + 4, closing(code, start + 3, '()') - 1);
    const comma = inner.indexOf(',');
    const fallback =
      comma >= 0
        ? inner
            .slice(comma + 1)
            .replace(/\s+/g, ' ')
            .trim()
        : '';
    reads.push({ name: match[1] ?? '', ...(fallback ? { fallback } : {}) });
  }
  return reads;
}

/** The kebab-case attributes of a widget's `defineWidget({ attributes: { … } })`: its top-level keys. */
export function widgetAttributeNames(source: string): string[] {
  const at = source.search(/\battributes:\s*\{/);
  if (at < 0) return [];
  const open = source.indexOf('{', at);
  let body = source.slice(open + 1, closing(source, open, '{}') - 1).replace(/\/\/.*$/gm, '');
  // Drop nested (…) and {…} so only the object's own keys remain.
  for (let before = ''; before !== body; ) {
    before = body;
    body = body.replace(/\([^()]*\)|\{[^{}]*\}/g, '');
  }
  return [...body.matchAll(/(?:^|[,{\s])([a-zA-Z]\w*)\s*:/g)].map(([, key = '']) =>
    key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  );
}
