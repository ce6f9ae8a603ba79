/**
 * `url` resolved against `base` when it is an http(s) address, else `null`. Links and images built from
 * an API answer go through this, so a backend (or an edited database row) can never put a `javascript:`
 * or `data:` URL into a widget.
 */
export function safeHttpUrl(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}
