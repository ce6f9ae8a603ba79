import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { postSignIn } from '../../api/post-sign-in';
import { apiClientAtom } from '../../state/api-base-atom';
import { setSessionClientAtom, toSessionClient } from '../../state/session-atom';
import { accountErrorText } from '../../ui/account-error-text';
import { FormOutcomeLines } from '../../ui/form-outcome-lines';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import { useT } from '../../ui/use-t';
import { ForgotPasswordForm } from './forgot-password-form';
import { SocialSignIn } from './social-sign-in';
import { validateLogin } from './validate-login';

interface Props {
  onSignedIn: () => void;
  onSignUp: () => void;
}

// Each box's messages: [empty, malformed] (an e-mail that is no address, a password too short).
const LOGIN_TEXTS = {
  email: ['auth.error.emailRequired', 'auth.error.emailFormat'],
  password: ['auth.error.passwordRequired', 'auth.error.passwordLength'],
} as const;

/**
 * The login modal's form (SPEC §2, §4): Email, Password and 'Login'. Empty or malformed fields (or a
 * password too short to be one of ours) show their error with a red border and nothing is sent; a
 * refusal says 'The information provided does not match our records.' (or the server's 429 message).
 * Success sets the client for every widget of the page. 'Forgot password?' turns the modal into the
 * recovery form (forgot-password-form.tsx).
 */
export function LoginForm({ onSignedIn, onSignUp }: Props) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const setClient = useSetAtom(setSessionClientAtom);
  const [forgot, setForgot] = useState(false);
  const form = useForm({
    initial: { email: '', password: '' },
    validate: ({ email, password }) => validateLogin(email, password),
    text: (field, message) =>
      t(LOGIN_TEXTS[field === 'email' ? 'email' : 'password'][message === 'required' ? 0 : 1]),
    send: async ({ email, password }) => {
      const result = await postSignIn(api, email.trim(), password);
      if (!result.ok) {
        return {
          failure: t(result.failure.status === 429 ? 'account.error.rateLimited' : 'account.error.network'),
        };
      }
      if (!result.value.success) {
        const { code, message } = result.value;
        return { failure: accountErrorText(t, code ?? message ?? 'invalid_credentials') };
      }
      setClient(toSessionClient(result.value.Client));
      onSignedIn();
      return { done: true };
    },
  });
  const { email, password } = form.values;

  if (forgot) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />;

  return (
    <form className="bb-account-form" onSubmit={form.submit} noValidate>
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => form.set({ email: value })}
        error={form.error('email')}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => form.set({ password: value })}
        error={form.error('password')}
      />
      <p className="bb-account-forgot">
        <button type="button" className="bb-account-link" onClick={() => setForgot(true)}>
          {t('auth.forgotPassword')}
        </button>
      </p>
      <FormOutcomeLines failure={form.failure} />
      <button type="submit" className="bb-button bb-account-primary" disabled={form.status === 'sending'}>
        {form.status === 'sending' ? t('account.signingIn') : t('auth.login')}
      </button>
      <SocialSignIn onSignedIn={onSignedIn} />
      <p className="bb-account-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="bb-account-link" onClick={onSignUp}>
          {t('auth.signUp')}
        </button>
      </p>
    </form>
  );
}
