import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadCatalog } from '../lib/i18n/catalogs';
import { catalogArrivalsAtom, requestedLanguageAtom } from '../state/language-atom';

/**
 * Fetches the catalog of the language the visitor asks for (a switch, a `lang` attribute) and tells the
 * store when it is here; until then the widgets keep speaking English rather than showing nothing.
 */
export function useCatalogLoading(): void {
  const requested = useAtomValue(requestedLanguageAtom);
  const arrived = useSetAtom(catalogArrivalsAtom);
  useEffect(() => {
    let live = true;
    loadCatalog(requested).then(
      () => {
        if (live) arrived((count) => count + 1);
      },
      (error: unknown) => console.warn(`[bluebonnet] Could not load the '${requested}' texts:`, error),
    );
    return () => {
      live = false;
    };
  }, [requested, arrived]);
}
