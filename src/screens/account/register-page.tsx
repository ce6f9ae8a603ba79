import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { loginRequestAtom } from '../../state/require-login-atom';
import { sessionClientAtom } from '../../state/session-atom';
import { useT } from '../../ui/use-t';
import { RegisterForm } from './register-form';

/**
 * The `/register` page's content (`<bb-register>`): the register form in the page. Once the visitor is
 * signed in (here, or in the login modal, or already) it greets them and links to the dashboard.
 */
export function RegisterPage() {
  const { t } = useT();
  const client = useAtomValue(sessionClientAtom);
  const openLogin = useSetAtom(loginRequestAtom);
  // 'Your profile is ready' only for a profile made here: a visitor who came signed in, or signed in
  // through the login modal, is told they are signed in.
  const [registered, setRegistered] = useState(false);
  return (
    <section className="bb-register-page" part="register" aria-labelledby="bb-register-title">
      <h1 id="bb-register-title">{t('auth.createProfileNow')}</h1>
      {client ? (
        <p className="bb-account-success" role="status">
          {t(registered ? 'account.registered' : 'account.signedInAlready', { name: client.PartyName })}{' '}
          <a href="/dashboard">{t('account.menu.dashboard')}</a>
        </p>
      ) : (
        <RegisterForm
          onRegistered={() => setRegistered(true)}
          onLogin={() => openLogin({ reason: 'menu' })}
        />
      )}
    </section>
  );
}
