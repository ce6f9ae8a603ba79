import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import { BACK_TO_TOP_OFFSET } from '../lib/constants';
import { backToTopHostAtom, claimBackToTopAtom, releaseBackToTopAtom } from '../state/back-to-top-host-atom';
import { useScrolledPast } from './use-scrolled-past';

// The button's code and style come with the first scroll past the offset, not with the screen: the four
// screens that show one would otherwise each fetch ≈1.3 KB more up front (the listings widget is near
// its budget), for a button many visits never see.
const BackToTopButton = lazy(() =>
  import('./back-to-top-button').then((module) => ({ default: module.BackToTopButton })),
);

interface Props {
  /** The top of the screen's content: keyboard focus lands here after the jump. */
  target: RefObject<HTMLElement | null>;
}

/**
 * The back-to-top button of the long screens (SPEC §9), shown while the page is scrolled more than
 * BACK_TO_TOP_OFFSET px (back-to-top-button.tsx). Every long screen renders one, but the page gets a
 * single button: all of them would scroll the same window from the same corner, so the first mounted
 * screen claims it (back-to-top-host-atom.ts) and the others render nothing; when that screen leaves,
 * one still on the page takes over.
 */
export function BackToTop({ target }: Props) {
  const [me] = useState(() => Symbol('back-to-top'));
  const host = useAtomValue(backToTopHostAtom);
  const claim = useSetAtom(claimBackToTopAtom);
  const release = useSetAtom(releaseBackToTopAtom);

  useEffect(() => {
    // Also runs when the holder left: a screen still on the page takes the button over.
    if (host === null) claim(me);
  }, [host, claim, me]);
  useEffect(() => () => release(me), [release, me]);

  return host === me ? <ShownPastOffset target={target} /> : null;
}

/** Only the claiming screen listens to the scroll. */
function ShownPastOffset({ target }: Props) {
  const shown = useScrolledPast(BACK_TO_TOP_OFFSET);
  // Not rendered at all while hidden: a transparent button would still take Tab and be read out.
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton target={target} />
    </Suspense>
  );
}
