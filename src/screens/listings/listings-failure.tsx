import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { ApiFailure } from '../../api/api-result';
import { requireLoginAtom } from '../../state/require-login-atom';
import { isSignedInAtom } from '../../state/session-atom';
import { useT } from '../../ui/use-t';

interface Props {
  failure: ApiFailure;
  /** The search is the client's favorites (`filterBy=favorite`). */
  favorites: boolean;
  onRetry: () => void;
}

/**
 * What the list shows when its search fails (DESIGN rulings: a quiet message with Retry). A guest who
 * opened a favorites link (`filterBy=favorite`) is refused by the server until signed in, so Retry could
 * never help: they are asked to sign in instead, and the search runs again once they have.
 */
export function ListingsFailure({ failure, favorites, onRetry }: Props) {
  const { t } = useT();
  const requireLogin = useSetAtom(requireLoginAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const signInFirst = favorites && failure.status === 401;

  useEffect(() => {
    if (signInFirst && signedIn) onRetry();
  }, [signInFirst, signedIn, onRetry]);

  return (
    <div className="notice" role="alert">
      <p>{signInFirst ? t('favorites.signInPrompt') : t('error.listings')}</p>
      <button
        type="button"
        className="bb-button"
        onClick={signInFirst ? () => requireLogin('favorite') : onRetry}
      >
        {signInFirst ? t('saved.signIn') : t('common.retry')}
      </button>
    </div>
  );
}
