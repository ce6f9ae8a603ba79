import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { postPasswordChange } from '../../api/post-password-change';
import type { FieldErrors } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { accountErrorText } from '../../ui/account-error-text';
import { FormOutcomeLines } from '../../ui/form-outcome-lines';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import { useT } from '../../ui/use-t';

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
  const form = useForm({
    initial: EMPTY,
    validate: (fields) => {
      const own: FieldErrors = {};
      for (const field of ['currentPsw', 'Password', 'ConfirmPassword'] as const) {
        if (fields[field] === '') own[field] = ['required'];
      }
      if (!own.ConfirmPassword && fields.ConfirmPassword !== fields.Password)
        own.ConfirmPassword = ['passwords_mismatch'];
      return own;
    },
    text: (_field, message) => accountErrorText(t, message),
    send: async (fields) => {
      const result = await postPasswordChange(api, { PartyEmail: email, ...fields });
      if (!result.ok) return { failure: t('account.error.network') };
      const answer = result.value;
      if (!answer.success) {
        return {
          errors: {
            ...answer.error,
            ...(answer.currentPswError ? { currentPsw: [answer.currentPswError] } : {}),
          },
        };
      }
      return { done: true, values: EMPTY };
    },
  });
  const { values, status } = form;

  return (
    <form
      className="bb-account-form dashboard-form"
      onSubmit={form.submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('dashboard.passwordChange')}</h2>
      <TextField
        label={t('dashboard.currentPassword')}
        name="currentPsw"
        type="password"
        autoComplete="current-password"
        value={values.currentPsw}
        onChange={(value) => form.set({ currentPsw: value })}
        error={form.error('currentPsw')}
      />
      <TextField
        label={t('dashboard.newPassword')}
        name="Password"
        type="password"
        autoComplete="new-password"
        hint={t('account.passwordHint')}
        value={values.Password}
        onChange={(value) => form.set({ Password: value })}
        error={form.error('Password')}
      />
      <TextField
        label={t('dashboard.confirmPassword')}
        name="ConfirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.ConfirmPassword}
        onChange={(value) => form.set({ ConfirmPassword: value })}
        error={form.error('ConfirmPassword')}
      />
      <FormOutcomeLines
        success={status === 'done' ? t('dashboard.passwordChanged') : null}
        failure={form.failure}
      />
      <button type="submit" className="bb-button bb-account-primary" disabled={status === 'sending'}>
        {status === 'sending' ? t('dashboard.saving') : t('dashboard.changePassword')}
      </button>
    </form>
  );
}
