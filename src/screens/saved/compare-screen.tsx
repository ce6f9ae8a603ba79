import { useRef } from 'react';
import { NoteModal } from '../../parts/saved/note-modal';
import { SavedFailureMessage } from '../../parts/saved/saved-failure-message';
import { SavedListStatus } from '../../parts/saved/saved-list-status';
import { useSavedList } from '../../parts/saved/use-saved-list';
import { BackToTop } from '../../ui/back-to-top';
import { useT } from '../../ui/use-t';
import { CompareTable } from './compare-table';
import { SavedSignInPrompt } from './saved-sign-in-prompt';
import { useSavedRows } from './use-saved-rows';

/**
 * `<bb-compare>`'s screen (SPEC §2 /dashboard/compare): the client's compare list side by side. Removing
 * a listing takes its column away at once (a failure puts it back and says so). Guests are asked to
 * sign in.
 */
export function CompareScreen() {
  const { t } = useT();
  const list = useSavedList('compare');
  const { note, announced, openNote, closeNote, remove } = useSavedRows('saved');
  const title = useRef<HTMLHeadingElement>(null);

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
          <CompareTable entries={list.entries} onRemove={remove} onNote={openNote} />
        )}
      </SavedListStatus>
      <SavedFailureMessage />
      <p className="bb-visually-hidden" role="status">
        {announced}
      </p>
      <NoteModal target={note} onClose={closeNote} />
      <BackToTop target={title} />
    </section>
  );
}
