import { useAtomValue, useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { listingPagePath } from '../../lib/listing-detail/listing-path';
import { type ListingToOpen, listingModalMountedAtom, openListingAtom } from '../../state/open-listing-atom';

/**
 * A link to a listing for cards and popups: the href is the listing's own page (its url without
 * '.html', SPEC §2), and a plain click opens the listing in the detail modal when one is on the page.
 * Without a modal (a favorites page), or with Ctrl / Cmd / Shift / a middle click, the link is followed.
 */
export function useListingLink(listing: ListingToOpen) {
  const mounted = useAtomValue(listingModalMountedAtom) > 0;
  const open = useSetAtom(openListingAtom);
  return {
    href: listingPagePath(listing),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!mounted || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      open(listing);
    },
  };
}
