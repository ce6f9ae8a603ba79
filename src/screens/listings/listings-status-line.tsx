import { useEffect, useState } from 'react';
import { STATUS_LINE_MS } from '../../lib/constants';
import { useT } from '../../ui/use-t';

interface Props {
  loading: boolean;
  /** Listings on the page once loaded. */
  count: number | null;
  loadingText: string;
  completedText: string;
}

/**
 * SPEC §2 status line: 'loading' while a search runs, then '{completed} Showing N listings', cleared after
 * 2 s. It is a polite live region, so screen-reader users hear when results arrive.
 */
export function ListingsStatusLine({ loading, count, loadingText, completedText }: Props) {
  const { tp } = useT();
  const [done, setDone] = useState<number | null>(null);

  useEffect(() => {
    if (loading || count === null) {
      setDone(null);
      return;
    }
    setDone(count);
    const timer = setTimeout(() => setDone(null), STATUS_LINE_MS);
    return () => clearTimeout(timer);
  }, [loading, count]);

  let text = '';
  if (loading) text = loadingText;
  else if (done !== null) text = tp('listings.status.showing', done, { completed: completedText });
  return (
    <p className="status-line" role="status">
      {text}
    </p>
  );
}
