import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { savedSearchQuery } from '../../../lib/filters/saved-search-query';
import type { ListingsFilterState } from '../../../lib/listings-filters/listings-filter-state';
import { localSavedSearchesAtom } from '../../../state/local-saved-searches-atom';
import { useT } from '../../../ui/use-t';

interface Props {
  /** The filters to save. */
  readonly state: ListingsFilterState;
  /** Runs first, e.g. to apply a draft so the list shows what was saved. */
  readonly onBeforeSave?: (() => void) | undefined;
  readonly className?: string | undefined;
}

/**
 * 'Save Search' (SPEC §2, §4): saves the filters in this browser as 'Save Search N' and says so in a live
 * region. Guests save locally; saving a signed-in client's searches on the server (and the register /
 * login prompts SPEC §4 describes) comes with the accounts issue, which will branch here.
 */
export function SaveSearchButton({ state, onBeforeSave, className = 'bb-button bb-secondary' }: Props) {
  const { t } = useT();
  const save = useSetAtom(localSavedSearchesAtom);
  const [savedTitle, setSavedTitle] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          onBeforeSave?.();
          const entry = save({
            kind: 'save',
            search: savedSearchQuery(state, new Date().getFullYear()),
            title: (id) => t('savedSearch.defaultTitle', { count: id }),
          });
          setSavedTitle(entry?.title ?? null);
        }}
      >
        {t('filters.saveSearch')}
      </button>
      <span className="bb-save-search-status" role="status">
        {savedTitle === null ? '' : t('savedSearch.savedAs', { title: savedTitle })}
      </span>
    </>
  );
}
