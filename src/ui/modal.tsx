import { type ReactNode, useEffect, useId, useRef } from 'react';
import { lockPageScroll } from './lock-page-scroll';
import { useT } from './use-t';

interface Props {
  open: boolean;
  /** Called for the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  title: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside it and makes the page behind it
 * inert. On top of that it locks the page's scroll, closes on Escape, the close button or a backdrop
 * click, and gives focus back to whatever had it before opening (WCAG 2.2: modals trap and return focus).
 */
export function Modal({ open, onClose, title, className, children }: Props) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const header = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const previous = focusedElement(element);
    const unlock = lockPageScroll();
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      unlock();
      previous?.focus();
    };
  }, [open]);

  // The sticky header covers the top of the scrolled box: what the modal scrolls to (the listing's
  // 'Schedule Tour', a focused field) must land below it, whatever number of lines the title takes.
  useEffect(() => {
    const element = dialog.current;
    const top = header.current;
    if (!open || !element || !top) return;
    const observer = new ResizeObserver(() =>
      element.style.setProperty('--_modal-header-height', `${top.offsetHeight}px`),
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape (onCancel)
    <dialog
      ref={dialog}
      className={['bb-modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // React passes the event on to the modals this one opened over (the open-house dates over a
        // listing, the regions map over the filter drawer): Escape closes the top one only.
        event.stopPropagation();
        onClose();
      }}
      onClick={(event) => {
        // The dialog box fills itself with content; a click landing on the <dialog> itself hit the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="bb-modal-box">
        <header ref={header} className="bb-modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="bb-modal-close" onClick={onClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="bb-modal-body">{children}</div>
      </div>
    </dialog>
  );
}

/** The element that has focus, looking inside shadow roots (document.activeElement stops at the host). */
function focusedElement(near: HTMLElement): HTMLElement | null {
  const root = near.getRootNode();
  let active = root instanceof ShadowRoot ? root.activeElement : document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
