import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { SAVED_LISTING_KINDS, type SavedListingKind } from '../../contract';
import { changeSavedAtom } from '../../state/change-saved-atom';
import { openPanelAtom } from '../../state/open-panel-atom';
import { signInFirstAtom } from '../../state/require-login-atom';
import { savedStateAtom } from '../../state/saved-keys-atom';
import { listingNote } from '../../state/saved-note-atom';
import { KEYS_FIELD } from '../../state/saved-state';
import { isSignedInAtom } from '../../state/session-atom';
import { useDismiss } from '../../ui/use-dismiss';
import { usePanelId } from '../../ui/use-panel-id';
import { useT } from '../../ui/use-t';
import { NoteModal, type NoteTarget } from './note-modal';
import { SavedIcon } from './saved-icon';

interface Props {
  readonly listingKey: number;
  /** Names the listing in the note editor's title. */
  readonly address?: string | null | undefined;
  /** 'card': a round icon button over the photo; 'detail': a labelled button in the modal's header. */
  readonly variant: 'card' | 'detail';
}

/** The login modal's reason for each list. */
const REASON = { favorite: 'favorite', saved: 'compare', possibility: 'possibility' } as const;

/**
 * "My lists" (SPEC §1, §4): a button opening a small panel in which a client puts the listing in, or
 * takes it out of, each of their lists — Favorite, Saved (the compare list) and Possibility — as toggle
 * buttons (aria-pressed), and adds or edits the note of its record. The note belongs to the first list
 * the listing is in; until it is in one there is no record to hold a note, and the panel says so. A
 * guest's press opens the login modal and the listing goes into that list once they sign in from it.
 * One panel is open on the page at a time (`openPanelAtom`); Escape or a click outside closes it.
 */
function SavedListsControl({ listingKey, address, variant }: Props) {
  const { t } = useT();
  const id = usePanelId('lists');
  const [openId, setOpenId] = useAtom(openPanelAtom);
  const open = openId === id;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const signedIn = useAtomValue(isSignedInAtom);
  const signInFirst = useSetAtom(signInFirstAtom);
  const change = useSetAtom(changeSavedAtom);
  const [note, setNote] = useState<NoteTarget | null>(null);
  // Per listing: only the controls whose lists changed re-render.
  const [lists, notedKind] = useAtomValue(
    useMemo(
      () =>
        selectAtom(
          savedStateAtom,
          (state) =>
            [
              SAVED_LISTING_KINDS.filter((kind) => state?.keys[KEYS_FIELD[kind]].has(listingKey)),
              listingNote(state, listingKey)?.kind ?? null,
            ] as const,
          (a, b) => a[0].join() === b[0].join() && a[1] === b[1],
        ),
      [listingKey],
    ),
  );
  // The note shown on the card is the one edited; a listing without one gets it on its first list.
  const noteKind = notedKind ?? lists[0] ?? null;

  const close = useCallback(
    (focus: boolean) => {
      setOpenId((current) => (current === id ? null : current));
      if (focus) button.current?.focus();
    },
    [id, setOpenId],
  );
  useDismiss(root, open, (reason) => close(reason === 'escape'));

  const toggle = (kind: SavedListingKind) => {
    if (signedIn) return void change({ kind, listingKey });
    close(false);
    void signInFirst(REASON[kind]).then((client) => client && change({ kind, listingKey, on: true }));
  };

  return (
    <div className={`bb-lists bb-lists-${variant}`} ref={root}>
      <button
        ref={button}
        type="button"
        className={variant === 'card' ? 'card-action lists' : 'bb-button bb-secondary bb-lists-button'}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={variant === 'card' ? t('lists.open') : undefined}
        title={variant === 'card' ? t('lists.open') : undefined}
        onClick={() => setOpenId(open ? null : id)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M4 6h10M4 11h10M4 16h6M17 13v8M13 17h8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {variant === 'detail' && <span>{t('lists.title')}</span>}
      </button>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: toggle buttons and a note button, not form fields
        <div id={`${id}-panel`} className="bb-lists-panel" role="group" aria-label={t('lists.title')}>
          {SAVED_LISTING_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className="bb-lists-toggle"
              aria-pressed={lists.includes(kind)}
              onClick={() => toggle(kind)}
            >
              <SavedIcon state={kind} />
              <span>{t(`card.savedAs.${kind}`)}</span>
            </button>
          ))}
          {noteKind ? (
            <button
              type="button"
              className="bb-lists-note"
              onClick={() => {
                close(false);
                setNote({ kind: noteKind, listingKey, address });
              }}
            >
              {notedKind ? t('notes.edit') : t('notes.add')}
            </button>
          ) : (
            <p className="bb-lists-hint">{t('lists.noteNeedsList')}</p>
          )}
        </div>
      )}
      {/* Mounted only while editing: a closed <dialog> in every card would weigh on the list. */}
      {note && (
        <NoteModal
          target={note}
          onClose={() => {
            setNote(null);
            // The note button that opened it went with the panel: focus goes back to "My lists".
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}

// For React.lazy: the card and the detail load the control in its own chunk (bundle budget).
export default SavedListsControl;
