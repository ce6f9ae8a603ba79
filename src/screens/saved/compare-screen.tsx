import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import type { SavedListingEntry } from '../../contract';
import { NoteModal, type NoteTarget } from '../../parts/saved/note-modal';
import { SavedFailureMessage } from '../../parts/saved/saved-failure-message';
import { SavedListStatus } from '../../parts/saved/saved-list-status';
import { useSavedList } from '../../parts/saved/use-saved-list';
import { changeSavedAtom } from '../../state/change-saved-atom';
import { BackToTop } from '../../ui/back-to-top';
import { useT } from '../../ui/use-t';
import { CompareTable } from './compare-table';
import { SavedSignInPrompt } from './saved-sign-in-prompt';

/**
 * `<bb-compare>`'s screen (SPEC §2 /dashboard/compare): the client's compare list side by side. Removing
 * a listing takes its column away at once (a failure puts it back and says so). Guests are asked to
 * sign in.
 */
export function CompareScreen() {
  const { t } = useT();
  const list = useSavedList('compare');
  const change = useSetAtom(changeSavedAtom);
  const [note, setNote] = useState<NoteTarget | null>(null);
  const [announced, setAnnounced] = useState('');
  const title = useRef<HTMLHeadingElement>(null);

  const remove = (entry: SavedListingEntry) => {
    setAnnounced(t('saved.removed', { address: entry.Address ?? t('common.notAvailable') }));
    void change({ kind: 'saved', listingKey: entry.ListingKeyNumeric, on: false });
  };

  return (
    <section className="saved-screen" aria-labelledby="compare-title" part="compare">
      <h2 id="compare-title" ref={title}>
        {t('compare.title')}
      </h2>
      <SavedListStatus
        list={list}
        guest={<SavedSignInPrompt text={t('compare.signInPrompt')} reason="compare" />}
      >
        {list.status === 'ready' && list.entries.length === 0 && (
          <p className="saved-empty">{t('dashboard.noCompare')}</p>
        )}
        {list.status === 'ready' && list.entries.length > 0 && (
          <CompareTable
            entries={list.entries}
            onRemove={remove}
            onNote={(entry) =>
              setNote({ kind: 'saved', listingKey: entry.ListingKeyNumeric, address: entry.Address })
            }
          />
        )}
      </SavedListStatus>
      <SavedFailureMessage />
      <p className="bb-visually-hidden" role="status">
        {announced}
      </p>
      <NoteModal target={note} onClose={() => setNote(null)} />
      <BackToTop target={title} />
    </section>
  );
}
