import { useRef } from 'react';
import { ListingCard } from '../../parts/listing-card/listing-card';
import { NoteModal } from '../../parts/saved/note-modal';
import { SavedItemFooter } from '../../parts/saved/saved-item-footer';
import { SavedListStatus } from '../../parts/saved/saved-list-status';
import { useSavedList } from '../../parts/saved/use-saved-list';
import { BackToTop } from '../../ui/back-to-top';
import { useT } from '../../ui/use-t';
import { SavedSignInPrompt } from './saved-sign-in-prompt';
import { useSavedRows } from './use-saved-rows';

/**
 * `<bb-favorites>`'s screen (SPEC §2 /dashboard/favorites): the client's favorite listings as cards,
 * newest saved first, each with its note and Remove. Removing (here or with the card's heart) takes the
 * listing off the list at once; a failure puts it back and says so. Guests are asked to sign in.
 */
export function FavoritesScreen() {
  const { t } = useT();
  const list = useSavedList('favorites');
  const { note, announced, openNote, closeNote, remove } = useSavedRows('favorite');
  const title = useRef<HTMLHeadingElement>(null);

  return (
    <section className="saved-screen" aria-labelledby="favorites-title" part="favorites">
      <h2 id="favorites-title" ref={title}>
        {t('favorites.title')}
      </h2>
      <SavedListStatus
        list={list}
        guest={<SavedSignInPrompt text={t('favorites.signInPrompt')} reason="favorite" />}
      >
        {list.status === 'ready' && list.entries.length === 0 && (
          <p className="saved-empty">{t('dashboard.noFavorites')}</p>
        )}
        {list.status === 'ready' && list.entries.length > 0 && (
          <ul className="saved-grid">
            {list.entries.map((entry) => (
              <li key={entry.ListingKeyNumeric} className="saved-item">
                <ListingCard listing={entry} />
                <SavedItemFooter
                  entry={entry}
                  onNote={() => openNote(entry)}
                  onRemove={() => remove(entry)}
                  removeLabel={t('favorites.removeNamed', {
                    address: entry.Address ?? t('common.notAvailable'),
                  })}
                />
              </li>
            ))}
          </ul>
        )}
      </SavedListStatus>
      <p className="bb-visually-hidden" role="status">
        {announced}
      </p>
      <NoteModal target={note} onClose={closeNote} />
      <BackToTop target={title} />
    </section>
  );
}
