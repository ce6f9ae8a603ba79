const STORAGE_KEY = 'bluebonnet:source';
const SOURCE_PATTERN = /^[\w.:-]{1,64}$/;

/**
 * The campaign a visitor came from (SPEC §2: the `source` query parameter, kept in session storage and
 * sent with the lead). The address bar wins when it has one; otherwise what this tab remembered. Only a
 * short token is accepted, since it travels into e-mails and the database. `null` when there is none.
 */
export function leadSource(search: string = globalThis.location?.search ?? ''): string | null {
  const fromUrl = new URLSearchParams(search).get('source');
  try {
    if (fromUrl && SOURCE_PATTERN.test(fromUrl)) {
      globalThis.sessionStorage?.setItem(STORAGE_KEY, fromUrl);
      return fromUrl;
    }
    const kept = globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? null;
    return kept && SOURCE_PATTERN.test(kept) ? kept : null;
  } catch {
    // Storage blocked: the address bar is all there is.
    return fromUrl && SOURCE_PATTERN.test(fromUrl) ? fromUrl : null;
  }
}
