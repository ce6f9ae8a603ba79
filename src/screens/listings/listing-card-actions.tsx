import { useAtomValue, useSetAtom } from 'jotai';
import { listingsFilterAtom } from '../../state/listings-filter-atom';
import { requireLoginAtom } from '../../state/require-login-atom';
import { savedKeysAtom } from '../../state/saved-keys-atom';
import { useT } from '../../ui/use-t';

interface Props {
  listingKey: number;
}

/**
 * The card's corner controls: the open-house mark in open-house mode (SPEC §2), the favorite heart and,
 * on desktop (770 px and wider, SPEC §9), the compare button. Their pressed state comes from the
 * client's saved keys; as toggle buttons their names stay the same and aria-pressed tells the state
 * (WAI-ARIA button pattern). Clicking either goes through `requireLogin`, which opens the login modal for
 * guests. The signed-in toggle (POST /api/saved, DELETE /api/saved/…) arrives with the accounts issue;
 * until then a signed-in click does nothing rather than pretend to save.
 */
export function ListingCardActions({ listingKey }: Props) {
  const { t } = useT();
  const requireLogin = useSetAtom(requireLoginAtom);
  const { favorites, compares } = useAtomValue(savedKeysAtom);
  const { openHouses } = useAtomValue(listingsFilterAtom);
  const favorite = favorites.has(listingKey);
  const compared = compares.has(listingKey);

  return (
    <div className="card-actions">
      {openHouses && (
        <span className="open-house" role="img" aria-label={t('card.openHouse')} title={t('card.openHouse')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z" fill="currentColor" />
          </svg>
        </span>
      )}
      <button
        type="button"
        className="card-action favorite"
        aria-pressed={favorite}
        aria-label={t('card.addFavorite')}
        onClick={() => requireLogin('favorite')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 7 0l.8.8.8-.8a4.9 4.9 0 0 1 7 0 4.9 4.9 0 0 1 0 7z"
            fill={favorite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <button
        type="button"
        className="card-action compare"
        aria-pressed={compared}
        aria-label={t('card.addCompare')}
        onClick={() => requireLogin('compare')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M7 4v13m0 0-3-3m3 3 3-3M17 20V7m0 0-3 3m3-3 3 3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
