import { atom, useAtomValue, useSetAtom } from 'jotai';
import { type CSSProperties, useEffect, useMemo } from 'react';
import { type SavedFailure, savedFailureAtom } from '../../state/saved-failure-atom';
import { useT } from '../../ui/use-t';

/** How long the message stays (ms): long enough to read twice. */
const SHOWN_FOR = 6000;

/**
 * Says, beside the control that was used, that a change to a saved list was undone and why (the
 * heart went back as it was). Shown only by the listing concerned; `all` shows any listing's (lists).
 */
export function SavedFailureMessage({
  listingKey,
  className = 'bb-saved-failure',
  style,
}: {
  listingKey?: number;
  className?: string;
  style?: CSSProperties;
}) {
  const { t } = useT();
  const mine = useMemo(
    () =>
      atom((get): SavedFailure | null => {
        const failure = get(savedFailureAtom);
        return failure && (listingKey === undefined || failure.listingKey === listingKey) ? failure : null;
      }),
    [listingKey],
  );
  const failure = useAtomValue(mine);
  const setFailure = useSetAtom(savedFailureAtom);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure((now) => (now === failure ? null : now)), SHOWN_FOR);
    return () => clearTimeout(timer);
  }, [failure, setFailure]);

  if (!failure) return null;
  return (
    <p className={className} style={style} role="alert">
      {failure.reason === 'session' ? t('saved.error.session') : t(`saved.error.${failure.kind}`)}
    </p>
  );
}
