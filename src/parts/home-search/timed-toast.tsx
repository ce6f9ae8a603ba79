import { useEffect } from 'react';

interface Props {
  /** The message; null shows nothing. */
  message: string | null;
  /** Called when the time is up (SPEC §9: toasts last 2,000 ms). */
  onDone: () => void;
  ms?: number;
}

/**
 * A short notice centred over the page that goes away by itself and needs no confirmation (SPEC §8 'There
 * are no more ZIP codes'). It is a status message, so screen readers announce it without moving focus.
 */
export function TimedToast({ message, onDone, ms = 2000 }: Props) {
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onDone, ms);
    return () => clearTimeout(timer);
  }, [message, onDone, ms]);
  return (
    <div className="bb-home-toast-region" role="status" aria-live="polite">
      {message !== null && <p className="bb-home-toast">{message}</p>}
    </div>
  );
}
