import { useAtom } from 'jotai';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { openPanelAtom } from '../state/open-panel-atom';
import { type DismissReason, useDismiss } from './use-dismiss';
import { usePanelId } from './use-panel-id';

interface Props {
  /** Names the panel in ids; need not be unique. */
  name: string;
  /** The button's text ('Price'). */
  label: string;
  /** The chosen value shown on the button ('300K - 500K'); omitted when nothing is chosen. */
  preview?: string | undefined;
  /** Accessible name of the button when the visible text alone is ambiguous. */
  ariaLabel?: string | undefined;
  /**
   * Which edge of the button the panel lines up with; 'auto' (the default) picks 'end' when a panel
   * hung from the button's left edge would run past the right of the viewport.
   */
  align?: 'start' | 'end' | 'auto';
  className?: string | undefined;
  /** The panel's content; `close` shuts the panel and gives focus back to the button. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a panel below it (a disclosure, WAI-ARIA APG). One panel is open on the whole page
 * at a time (`openPanelAtom`); a click outside or Escape closes it, and Escape returns focus to the
 * button. The panel scrolls beyond 60 % of the viewport's height (SPEC §9).
 */
export function Dropdown({ name, label, preview, ariaLabel, align = 'auto', className, children }: Props) {
  const id = usePanelId(name);
  const [openId, setOpenId] = useAtom(openPanelAtom);
  const open = openId === id;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [fitted, setFitted] = useState<'start' | 'end'>('start');

  const close = useCallback(() => {
    setOpenId((current) => (current === id ? null : current));
  }, [id, setOpenId]);
  const closeAndFocus = useCallback(() => {
    close();
    button.current?.focus();
  }, [close]);
  // An outside click moves focus where the visitor clicked; only Escape pulls it back to the button.
  const dismiss = useCallback(
    (reason: DismissReason) => (reason === 'escape' ? closeAndFocus() : close()),
    [close, closeAndFocus],
  );
  useDismiss(root, open, dismiss);

  return (
    <div className={['bb-dropdown', className].filter(Boolean).join(' ')} ref={root}>
      <button
        ref={button}
        type="button"
        className={preview ? 'bb-dropdown-button chosen' : 'bb-dropdown-button'}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={ariaLabel}
        onClick={() => {
          // Measured once, as the panel opens, never on every render: a layout read in a render's
          // commit forces the whole page's layout, and the list commits fifty cards at a time.
          if (!open && align === 'auto' && button.current) setFitted(fitFrom(button.current));
          setOpenId(open ? null : id);
        }}
      >
        <span className="bb-dropdown-label">{label}</span>
        {preview && <span className="bb-dropdown-preview">{preview}</span>}
        <span className="bb-dropdown-caret" aria-hidden="true" />
      </button>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a panel holds links and lists too, not only form fields
        <div
          id={`${id}-panel`}
          className={`bb-dropdown-panel ${align === 'auto' ? fitted : align}`}
          role="group"
          aria-label={label}
        >
          {children(closeAndFocus)}
        </div>
      )}
    </div>
  );
}

/** The widest a panel gets (ui.css `.bb-dropdown-panel` max-width) plus a margin from the edge. */
const PANEL_ROOM = 432;

/**
 * Hang the panel leftwards when there is no room on the right and more room on the left: a button in the
 * middle of a phone's row has room on neither side for a whole panel, and the left holds more of it.
 */
function fitFrom(button: HTMLElement): 'start' | 'end' {
  const box = button.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  // On a phone the panel is capped at the viewport less 24 px (ui.css), narrower than PANEL_ROOM.
  const room = Math.min(PANEL_ROOM, viewport - 12);
  return box.left + room > viewport && box.right > viewport - box.left ? 'end' : 'start';
}
