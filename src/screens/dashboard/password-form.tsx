import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { postPasswordChange } from '../../api/post-password-change';
import type { FieldErrors } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { accountErrorText, firstError } from '../../ui/account-error-text';
import { useT } from '../../ui/use-t';
import { AccountField } from '../account/account-field';

const EMPTY = { currentPsw: '', Password: '', ConfirmPassword: '' };

/**
 * 'Password change' (SPEC §2, §5): current, new and confirmed password with 'Change password'. A wrong
 * current password shows the server's `currentPswError` on the current box, a mismatch its error on
 * ConfirmPassword (checked here before sending too). Success clears the boxes and says so.
 */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useT();
  const id = useId();
  const api = useAtomValue(apiClientAtom);
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');

  const change = (field: keyof typeof EMPTY) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setStatus('idle');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own: FieldErrors = {};
    for (const field of ['currentPsw', 'Password', 'ConfirmPassword'] as const) {
      if (fields[field] === '') own[field] = ['required'];
    }
    if (!own.ConfirmPassword && fields.ConfirmPassword !== fields.Password)
      own.ConfirmPassword = ['passwords_mismatch'];
    setErrors(own);
    if (Object.keys(own).length > 0 || status === 'sending') return;
    setStatus('sending');
    const result = await postPasswordChange(api, { PartyEmail: email, ...fields });
    if (!result.ok) {
      setStatus('failed');
      return;
    }
    const answer = result.value;
    if (!answer.success) {
      setErrors({
        ...answer.error,
        ...(answer.currentPswError ? { currentPsw: [answer.currentPswError] } : {}),
      });
      setStatus('idle');
      return;
    }
    setFields(EMPTY);
    setStatus('done');
  };

  return (
    <form
      className="bb-account-form dashboard-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('dashboard.passwordChange')}</h2>
      <AccountField
        label={t('dashboard.currentPassword')}
        name="currentPsw"
        type="password"
        autoComplete="current-password"
        value={fields.currentPsw}
        onChange={change('currentPsw')}
        error={firstError(t, errors, 'currentPsw')}
      />
      <AccountField
        label={t('dashboard.newPassword')}
        name="Password"
        type="password"
        autoComplete="new-password"
        hint={t('account.passwordHint')}
        value={fields.Password}
        onChange={change('Password')}
        error={firstError(t, errors, 'Password')}
      />
      <AccountField
        label={t('dashboard.confirmPassword')}
        name="ConfirmPassword"
        type="password"
        autoComplete="new-password"
        value={fields.ConfirmPassword}
        onChange={change('ConfirmPassword')}
        error={firstError(t, errors, 'ConfirmPassword')}
      />
      <p className="bb-account-success" role="status">
        {status === 'done' ? t('dashboard.passwordChanged') : ''}
      </p>
      <p className="bb-account-failure" role="alert">
        {status === 'failed' ? accountErrorText(t, t('account.error.network')) : ''}
      </p>
      <button type="submit" className="bb-button bb-account-primary" disabled={status === 'sending'}>
        {status === 'sending' ? t('dashboard.saving') : t('dashboard.changePassword')}
      </button>
    </form>
  );
}
