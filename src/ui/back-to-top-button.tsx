import type { RefObject } from 'react';
import { motionScrollBehavior } from '../lib/motion-scroll-behavior';
import styles from './back-to-top.css?inline';
import { ShadowStyle } from './shadow-style';
import { useT } from './use-t';

interface Props {
  /** The top of the screen's content: keyboard focus lands here after the jump. */
  target: RefObject<HTMLElement | null>;
}

/**
 * The button itself (shown by back-to-top.tsx): scrolls the window back to the top and takes keyboard
 * focus there too, so a keyboard or screen-reader visitor goes on from the top of the screen instead of
 * from the bottom of the list they left. An icon with its name in text, fixed to the bottom right.
 */
export function BackToTopButton({ target }: Props) {
  const { t } = useT();

  const jump = () => {
    focusTop(target.current);
    globalThis.scrollTo({ top: 0, behavior: motionScrollBehavior() });
  };

  return (
    <>
      <ShadowStyle css={styles} />
      <button type="button" className="bb-back-to-top" onClick={jump}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 5l-7 7m7-7l7 7M12 5v14" />
        </svg>
        <span className="bb-visually-hidden">{t('common.backToTop')}</span>
      </button>
    </>
  );
}

/**
 * Moves focus to the top of the content without scrolling there (the window's scroll does that). An
 * element that is not focusable is made so for this once only (tabindex -1, taken away on blur), so it
 * never joins the Tab order nor takes the focus of a later click on its empty space.
 */
function focusTop(element: HTMLElement | null) {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) {
    element.tabIndex = -1;
    element.dataset.bbJumpTarget = '';
    const restore = () => {
      element.removeAttribute('tabindex');
      delete element.dataset.bbJumpTarget;
    };
    element.addEventListener('blur', restore, { once: true });
  }
  element.focus({ preventScroll: true });
}
