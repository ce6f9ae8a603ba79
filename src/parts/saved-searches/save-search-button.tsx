import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { savedSearchQuery } from '../../lib/filters/saved-search-query';
import type { ListingsFilterState } from '../../lib/listings-filters/listings-filter-state';
import { savedSearchTitle } from '../../lib/search/saved-search-title';
import { localSavedSearchesAtom } from '../../state/local-saved-searches-atom';
import { signInFirstAtom } from '../../state/require-login-atom';
import {
  changeServerSavedSearchAtom,
  importLocalSavedSearchesAtom,
} from '../../state/server-saved-searches-atom';
import { isSignedInAtom } from '../../state/session-atom';
import { useT } from '../../ui/use-t';

interface Props {
  /** The filters to save. */
  readonly state: ListingsFilterState;
  /** Runs first, e.g. to apply a draft so the list shows what was saved. */
  readonly onBeforeSave?: (() => void) | undefined;
  readonly className?: string | undefined;
}

/**
 * 'Save Search' (SPEC §2, §4) and says so in a live region. A signed-in client's search is saved on the
 * server (POST /api/save-search; the server numbers 'Save Search N'). A guest's is saved in this
 * browser as 'Save Search N' and the register prompt is shown; a sign-up or sign-in from it moves the
 * search into the account (dismissed, it stays in this browser).
 */
export function SaveSearchButton({ state, onBeforeSave, className = 'bb-button bb-secondary' }: Props) {
  const { lang, t } = useT();
  const save = useSetAtom(localSavedSearchesAtom);
  const [savedTitle, setSavedTitle] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const signedIn = useAtomValue(isSignedInAtom);
  const saveOnServer = useSetAtom(changeServerSavedSearchAtom);
  const signInFirst = useSetAtom(signInFirstAtom);
  const importLocal = useSetAtom(importLocalSavedSearchesAtom);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          onBeforeSave?.();
          setFailed(false);
          if (signedIn) {
            void saveOnServer({ kind: 'save', state }).then((result) => {
              setFailed(!result.ok);
              setSavedTitle(result.ok ? result.value : null);
            });
            return;
          }
          const entry = save({
            kind: 'save',
            search: savedSearchQuery(state, new Date().getFullYear()),
            title: (id) => t('savedSearch.defaultTitle', { count: id }),
          });
          setSavedTitle(entry?.title ?? null);
          // Signing up (or in) from the prompt moves it into the account at once.
          void signInFirst('saveSearch', 'register').then(async (client) => {
            if (client) setFailed(!(await importLocal()));
          });
        }}
      >
        {t('filters.saveSearch')}
      </button>
      <span className="bb-save-search-status" role="status">
        {failed
          ? t('savedSearch.saveFailed')
          : savedTitle === null
            ? ''
            : t('savedSearch.savedAs', { title: savedSearchTitle(lang, savedTitle) })}
      </span>
    </>
  );
}
