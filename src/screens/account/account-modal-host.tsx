import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { accountHostAtom, claimAccountHostAtom, releaseAccountHostAtom } from '../../state/account-host-atom';
import { loginRequestAtom } from '../../state/require-login-atom';
import { startSessionAtom } from '../../state/session-atom';

// The modals' code (forms, captcha) is fetched the first time a guest needs it, not with every widget.
const AccountModals = lazy(() =>
  import('./account-modals').then((module) => ({ default: module.AccountModals })),
);

/**
 * Rendered by every widget (widget-root): starts the page's session once, and lets the first mounted
 * widget host the page's one account modal, which opens whenever `loginRequestAtom` is set.
 */
export function AccountModalHost() {
  const [me] = useState(() => Symbol('account-host'));
  const host = useAtomValue(accountHostAtom);
  const request = useAtomValue(loginRequestAtom);
  const startSession = useSetAtom(startSessionAtom);
  const claim = useSetAtom(claimAccountHostAtom);
  const release = useSetAtom(releaseAccountHostAtom);

  useEffect(() => startSession(), [startSession]);
  useEffect(() => {
    // Also runs when the host left: the next widget still on the page takes over.
    if (host === null) claim(me);
  }, [host, claim, me]);
  useEffect(() => () => release(me), [release, me]);

  if (host !== me || request === null) return null;
  return (
    <Suspense fallback={null}>
      <AccountModals />
    </Suspense>
  );
}
