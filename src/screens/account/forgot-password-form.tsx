import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { postPasswordReset } from '../../api/post-password-reset';
import { apiClientAtom } from '../../state/api-base-atom';
import { accountErrorText } from '../../ui/account-error-text';
import { useT } from '../../ui/use-t';
import { AccountField } from './account-field';

/**
 * 'Forgot password?' in the login modal (issue 23, finding 3): the e-mail of the account, then the same
 * answer whether or not it has one; the e-mailed link opens the server's /reset-password page, which
 * works wherever the widgets are installed.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = address === '' ? 'required' : v.EMAIL_REGEX.test(address) ? null : 'invalid_email';
    setError(
      problem === 'required' ? t('auth.error.emailRequired') : problem ? t('auth.error.emailFormat') : null,
    );
    setFailure(null);
    if (problem || state === 'sending') return;
    setState('sending');
    const result = await postPasswordReset(api, address);
    if (!result.ok) {
      setState('idle');
      setFailure(t(result.failure.status === 429 ? 'account.error.resetLimited' : 'account.error.network'));
      return;
    }
    if (!result.value.success) {
      setState('idle');
      setFailure(accountErrorText(t, result.value.code ?? result.value.message ?? 'invalid_email'));
      return;
    }
    setState('sent');
  };

  return (
    <form className="bb-account-form" onSubmit={submit} noValidate>
      <p>{t('auth.forgot.intro')}</p>
      <AccountField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
          if (state === 'sent') setState('idle');
        }}
        error={error}
      />
      <p className="bb-account-success" role="status">
        {state === 'sent' ? t('auth.forgot.sent') : ''}
      </p>
      <p className="bb-account-failure" role="alert">
        {failure ?? ''}
      </p>
      <button type="submit" className="bb-button bb-account-primary" disabled={state === 'sending'}>
        {state === 'sending' ? t('auth.forgot.sending') : t('auth.forgot.send')}
      </button>
      <p className="bb-account-switch">
        <button type="button" className="bb-account-link" onClick={onBack}>
          {t('auth.forgot.back')}
        </button>
      </p>
    </form>
  );
}
