import type { Lang } from './lang';
import { type MessageKey, messagesEn } from './messages-en';

export type Catalog = Readonly<Record<MessageKey, string>>;

/**
 * The catalogs this page has. English is the source and always here; Spanish is fetched the first time a
 * page needs it, so English pages do not carry its ≈ 9 KB (gzip) in the runtime every widget loads.
 */
const loaded: Partial<Record<Lang, Catalog>> = { en: messagesEn };
const pending = new Map<Lang, Promise<void>>();

/** The catalog of a language, or English while that language's catalog has not arrived. */
export function catalogOf(lang: Lang): Catalog {
  return loaded[lang] ?? messagesEn;
}

export function hasCatalog(lang: Lang): boolean {
  return loaded[lang] !== undefined;
}

/** Fetches a language's catalog once; later calls share the first request, and a failed one is retried. */
export function loadCatalog(lang: Lang): Promise<void> {
  if (hasCatalog(lang)) return Promise.resolve();
  let request = pending.get(lang);
  if (!request) {
    request = import('./messages-es')
      .then(({ messagesEs }) => {
        loaded.es = messagesEs;
      })
      .finally(() => pending.delete(lang));
    pending.set(lang, request);
  }
  return request;
}
