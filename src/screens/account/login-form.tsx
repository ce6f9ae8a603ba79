import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { postSignIn } from '../../api/post-sign-in';
import { apiClientAtom } from '../../state/api-base-atom';
import { setSessionClientAtom, toSessionClient } from '../../state/session-atom';
import { accountErrorText } from '../../ui/account-error-text';
import { useT } from '../../ui/use-t';
import { AccountField } from './account-field';
import { ForgotPasswordForm } from './forgot-password-form';
import { SocialSignIn } from './social-sign-in';
import { type LoginErrors, validateLogin } from './validate-login';

interface Props {
  onSignedIn: () => void;
  onSignUp: () => void;
}

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [forgot, setForgot] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || sending) return;
    setSending(true);
    const result = await postSignIn(api, email.trim(), password);
    setSending(false);
    if (!result.ok) {
      setFailure(t(result.failure.status === 429 ? 'account.error.rateLimited' : 'account.error.network'));
      return;
    }
    if (!result.value.success) {
      const { code, message } = result.value;
      setFailure(accountErrorText(t, code ?? message ?? 'invalid_credentials'));
      return;
    }
    setClient(toSessionClient(result.value.Client));
    onSignedIn();
  };

  if (forgot) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />;

  const emailError =
    errors.email === 'required'
      ? t('auth.error.emailRequired')
      : errors.email
        ? t('auth.error.emailFormat')
        : null;
  return (
    <form className="bb-account-form" onSubmit={submit} noValidate>
      <AccountField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setErrors(({ email: _, ...rest }) => rest);
        }}
        error={emailError}
      />
      <AccountField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors(({ password: _, ...rest }) => rest);
        }}
        error={
          errors.password === 'required'
            ? t('auth.error.passwordRequired')
            : errors.password
              ? t('auth.error.passwordLength')
              : null
        }
      />
      <p className="bb-account-forgot">
        <button type="button" className="bb-account-link" onClick={() => setForgot(true)}>
          {t('auth.forgotPassword')}
        </button>
      </p>
      <p className="bb-account-failure" role="alert">
        {failure ?? ''}
      </p>
      <button type="submit" className="bb-button bb-account-primary" disabled={sending}>
        {sending ? t('account.signingIn') : t('auth.login')}
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
