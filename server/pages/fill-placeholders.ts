/**
 * A demo template with its `{{name}}` placeholders filled from `html` (ready HTML: the caller escapes),
 * in one pass with a replacer function: text filled in is never scanned again, so a listing remark or a
 * title holding '{{content}}', '$&' or '</head>' stays text and cannot move parts of the page around. A
 * placeholder without a value stays as written.
 */
export function fillPlaceholders(template: string, html: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (found, name: string) =>
    Object.hasOwn(html, name) ? (html[name] ?? '') : found,
  );
}
