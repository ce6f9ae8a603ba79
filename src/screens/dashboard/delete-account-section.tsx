import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { postAccountDeletion } from '../../api/post-account-deletion';
import type { FieldErrors } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { setSessionClientAtom } from '../../state/session-atom';
import { firstError } from '../../ui/account-error-text';
import { FormOutcomeLines } from '../../ui/form-outcome-lines';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';

type Status = 'closed' | 'open' | 'sending' | 'failed' | 'deleted';

/**
 * 'Delete account' of the dashboard (POST /api/delete-account): says what deleting removes, then asks
 * for the current password — or, for a client who signs in only with Google or Facebook, the typed
 * e-mail address (offered by a link, and switched to when the server says the account has no password).
 * After the deletion it says so, and 'Continue' shows the page as a guest's.
 */
export function DeleteAccountSection() {
  const { t } = useT();
  const id = useId();
  const api = useAtomValue(apiClientAtom);
  const setClient = useSetAtom(setSessionClientAtom);
  const [status, setStatus] = useState<Status>('closed');
  const [mode, setMode] = useState<'currentPsw' | 'confirmEmail'>('currentPsw');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const switchTo = (next: typeof mode) => {
    setMode(next);
    setValue('');
    setErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (value.trim() === '') {
      setErrors({ [mode]: ['required'] });
      return;
    }
    setStatus('sending');
    const fields = mode === 'currentPsw' ? { currentPsw: value } : { confirmEmail: value };
    const result = await postAccountDeletion(api, fields);
    if (!result.ok) {
      setStatus('failed');
      return;
    }
    if (result.value.success) {
      setStatus('deleted');
      return;
    }
    const answer = result.value.errors;
    // An account without a password is confirmed with its e-mail: the server says so by asking for it.
    if (mode === 'currentPsw' && answer.confirmEmail && !answer.currentPsw) switchTo('confirmEmail');
    else setErrors(answer);
    setStatus('open');
  };

  return (
    <section className="dashboard-form dashboard-delete" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('dashboard.delete.title')}</h2>
      <p>{t('dashboard.delete.explain')}</p>
      {status === 'deleted' ? (
        <>
          <p className="bb-account-success" role="status">
            {t('dashboard.delete.done')}
          </p>
          <button type="button" className="bb-button" onClick={() => setClient(null)}>
            {t('dashboard.delete.continue')}
          </button>
        </>
      ) : status === 'closed' ? (
        <button type="button" className="bb-button" onClick={() => setStatus('open')}>
          {t('dashboard.delete.start')}
        </button>
      ) : (
        <form className="bb-account-form" onSubmit={submit} noValidate>
          <TextField
            label={mode === 'currentPsw' ? t('dashboard.delete.password') : t('dashboard.delete.email')}
            name={mode}
            type={mode === 'currentPsw' ? 'password' : 'email'}
            autoComplete={mode === 'currentPsw' ? 'current-password' : 'email'}
            value={value}
            onChange={(next) => {
              setValue(next);
              setErrors({});
            }}
            error={firstError(t, errors, mode)}
          />
          <button
            type="button"
            className="bb-link-button"
            onClick={() => switchTo(mode === 'currentPsw' ? 'confirmEmail' : 'currentPsw')}
          >
            {mode === 'currentPsw' ? t('dashboard.delete.useEmail') : t('dashboard.delete.usePassword')}
          </button>
          <FormOutcomeLines failure={status === 'failed' ? t('account.error.network') : null} />
          <div className="bb-actions">
            <button type="submit" className="bb-button bb-account-danger" disabled={status === 'sending'}>
              {t('dashboard.delete.confirm')}
            </button>
            <button
              type="button"
              className="bb-button"
              onClick={() => {
                switchTo(mode);
                setStatus('closed');
              }}
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
