import * as v from 'valibot';
import { readStored, writeStored } from './stored-value';

const STORAGE_KEY = 'bluebonnet:source';
// Kept as the bare token, as earlier bundles stored it; for this tab only.
const STORED_FORMAT = { area: 'sessionStorage', text: true } as const;
const sourceSchema = v.pipe(v.string(), v.regex(/^[\w.:-]{1,64}$/));

/**
 * The campaign a visitor came from (SPEC §2: the `source` query parameter, kept in session storage and
 * sent with the lead). The address bar wins when it has one; otherwise what this tab remembered (nothing
 * when storage is blocked). Only a short token is accepted, since it travels into e-mails and the
 * database. `null` when there is none.
 */
export function leadSource(search: string = globalThis.location?.search ?? ''): string | null {
  const fromUrl = v.safeParse(sourceSchema, new URLSearchParams(search).get('source'));
  if (!fromUrl.success) return readStored(STORAGE_KEY, sourceSchema, STORED_FORMAT);
  writeStored(STORAGE_KEY, fromUrl.output, STORED_FORMAT);
  return fromUrl.output;
}
