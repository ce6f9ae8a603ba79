/**
 * JSON to put inside `<script type="application/ld+json">`. An MLS remark holding `</script>` or
 * `<!--` would otherwise end the script element early (and let the rest run as HTML), so `<`, `>` and
 * `&` become JSON unicode escapes, which parse back to the same text. U+2028/U+2029 are escaped too,
 * for older JavaScript parsers that treat them as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
