import { type RefObject, useEffect } from 'react';

/** Why a panel is being closed: Escape should hand focus back to its button, an outside click should not. */
export type DismissReason = 'outside' | 'escape';

/**
 * Calls `onDismiss` when the pointer goes down outside `ref` or Escape is pressed, while `active`.
 * Uses the composed path so a click inside the same shadow root is not mistaken for an outside click
 * (a document listener sees the shadow host as the target).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      const element = ref.current;
      if (element && !event.composedPath().includes(element)) onDismiss('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, onDismiss]);
}
