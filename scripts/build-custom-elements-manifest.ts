/**
 * Builds `custom-elements.json` (Custom Elements Manifest 2.1) from the documentation the widgets already
 * carry: each `widgets/bb-*.ts` file's JSDoc (description, `@attr`), and the `@csspart` / `@cssproperty`
 * lines of the stylesheets it imports plus the shared base stylesheet. `npm run manifest` rewrites the
 * file; a unit test fails when it is out of date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Documented {
  name: string;
  description: string;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BASE_CSS = 'src/styles/base.css';

function tagLines(text: string, tag: string): Documented[] {
  const pattern = new RegExp(`@${tag}\\s+(\\S+)\\s+(.+)`, 'g');
  return [...text.matchAll(pattern)].map(([, name = '', description = '']) => ({
    name,
    description: description.replace(/\s*\*\/\s*$/, '').trim(),
  }));
}

function widgetDoc(source: string): { description: string; attributes: Documented[] } {
  const block = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^\s*\*\s?/, ''));
  const description = lines
    .filter((line) => !line.startsWith('@'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { description, attributes: tagLines(lines.join('\n'), 'attr') };
}

/** The manifest as an object; `root` is the repository folder. */
export function buildCustomElementsManifest(repo = root): object {
  const baseCss = readFileSync(join(repo, BASE_CSS), 'utf8');
  const widgets = readdirSync(join(repo, 'widgets'))
    .filter((file) => /^bb-[a-z-]+\.tsx?$/.test(file))
    .sort();
  const modules = widgets.map((file) => {
    const path = join(repo, 'widgets', file);
    const source = readFileSync(path, 'utf8');
    const tagName = file.replace(/\.tsx?$/, '');
    const stylesheets = [...source.matchAll(/from '([^']+\.css)\?inline'/g)].map(([, css = '']) =>
      readFileSync(resolve(dirname(path), css), 'utf8'),
    );
    const { description, attributes } = widgetDoc(source);
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
          description,
          attributes,
          cssParts: [
            ...tagLines(baseCss, 'csspart'),
            ...stylesheets.flatMap((css) => tagLines(css, 'csspart')),
          ],
          cssProperties: tagLines(baseCss, 'cssproperty'),
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: tagName, declaration: { name: className } }],
    };
  });
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

export function manifestText(repo = root): string {
  return `${JSON.stringify(buildCustomElementsManifest(repo), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(root, 'custom-elements.json'), manifestText());
  console.info('Wrote custom-elements.json');
}
