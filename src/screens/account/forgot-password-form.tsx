import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import { postPasswordReset } from '../../api/post-password-reset';
import type { FieldErrors } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { accountErrorText } from '../../ui/account-error-text';
import { FormOutcomeLines } from '../../ui/form-outcome-lines';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import { useT } from '../../ui/use-t';

/**
 * 'Forgot password?' in the login modal (issue 23, finding 3): the e-mail of the account, then the same
 * answer whether or not it has one; the e-mailed link opens the server's /reset-password page, which
 * works wherever the widgets are installed.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const form = useForm({
    initial: { email: initialEmail },
    validate: ({ email }): FieldErrors => {
      const address = email.trim();
      if (address === '') return { email: ['required'] };
      return v.EMAIL_REGEX.test(address) ? {} : { email: ['invalid_email'] };
    },
    text: (_field, message) =>
      t(message === 'required' ? 'auth.error.emailRequired' : 'auth.error.emailFormat'),
    send: async ({ email }) => {
      const result = await postPasswordReset(api, email.trim());
      if (!result.ok) {
        return {
          failure: t(result.failure.status === 429 ? 'account.error.resetLimited' : 'account.error.network'),
        };
      }
      if (!result.value.success) {
        return { failure: accountErrorText(t, result.value.code ?? result.value.message ?? 'invalid_email') };
      }
      return { done: true };
    },
  });

  return (
    <form className="bb-account-form" onSubmit={form.submit} noValidate>
      <p>{t('auth.forgot.intro')}</p>
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(email) => form.set({ email })}
        error={form.error('email')}
      />
      <FormOutcomeLines
        success={form.status === 'done' ? t('auth.forgot.sent') : null}
        failure={form.failure}
      />
      <button type="submit" className="bb-button bb-account-primary" disabled={form.status === 'sending'}>
        {form.status === 'sending' ? t('auth.forgot.sending') : t('auth.forgot.send')}
      </button>
      <p className="bb-account-switch">
        <button type="button" className="bb-account-link" onClick={onBack}>
          {t('auth.forgot.back')}
        </button>
      </p>
    </form>
  );
}
