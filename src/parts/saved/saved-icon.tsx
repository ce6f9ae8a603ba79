/** What the card's heart shows (SPEC §4): the first list the listing is in, or a plain heart. */
export type SavedIconState = 'favorite' | 'saved' | 'possibility' | 'none';

const HEART =
  'M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 7 0l.8.8.8-.8a4.9 4.9 0 0 1 7 0 4.9 4.9 0 0 1 0 7z';

/**
 * The heart's picture: red heart (favorite), blue save icon (in the compare list), yellow lightbulb
 * (possibility) or a plain heart. Decorative: the button around it carries the name and state.
 */
export function SavedIcon({ state }: { state: SavedIconState }) {
  if (state === 'saved') {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-icon="saved">
        <path
          d="M6 3h12v18l-6-4.5L6 21z"
          fill="#1565c0"
          stroke="#0d3f75"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  if (state === 'possibility') {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-icon="possibility">
        {/* A dark outline keeps the yellow bulb visible on white (WCAG 1.4.11). */}
        <path
          d="M12 2.5a6.5 6.5 0 0 0-3.9 11.7c.6.5.9 1.1.9 1.8V17h6v-1c0-.7.3-1.3.9-1.8A6.5 6.5 0 0 0 12 2.5z"
          fill="#f5c518"
          stroke="#6b4e00"
          strokeWidth="1.5"
        />
        <path d="M9.5 19.5h5M10.5 21.5h3" stroke="#6b4e00" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      data-icon={state === 'favorite' ? 'favorite' : 'heart'}
    >
      <path
        d={HEART}
        fill={state === 'favorite' ? '#d92d20' : 'none'}
        stroke={state === 'favorite' ? '#d92d20' : 'currentColor'}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The icon state of a listing from the client's lists (favorite first, then saved, then possibility). */
export function savedIconState(
  listingKey: number,
  keys: { favorites: ReadonlySet<number>; compares: ReadonlySet<number>; possibilities: ReadonlySet<number> },
): SavedIconState {
  if (keys.favorites.has(listingKey)) return 'favorite';
  if (keys.compares.has(listingKey)) return 'saved';
  if (keys.possibilities.has(listingKey)) return 'possibility';
  return 'none';
}
