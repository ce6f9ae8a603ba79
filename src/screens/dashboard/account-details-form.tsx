import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { postProfileUpdate } from '../../api/post-profile-update';
import type { FieldErrors } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { type SessionClient, setSessionClientAtom, toSessionClient } from '../../state/session-atom';
import { accountErrorText, firstError } from '../../ui/account-error-text';
import { useT } from '../../ui/use-t';
import { AccountField } from '../account/account-field';
import { checkProfileImage, PROFILE_IMAGE_TYPES } from './check-profile-image';

/**
 * 'Account details' (SPEC §2 "Client dashboard"): name, surname, e-mail, phone and a photo, sent with
 * 'Update profile' as multipart. Each server error shows on its own field (PartyName, lname,
 * PartyEmail, PartyPhone, file); a photo of the wrong type or over 5 MB is refused before sending.
 * Changing the e-mail asks for the current password (its box appears once the address differs) and
 * takes effect when the new address opens its link; the line under the e-mail says whether it is
 * verified or which change is waiting (issue 23, findings 2, 4).
 */
export function AccountDetailsForm({ client }: { client: SessionClient }) {
  const { t } = useT();
  const id = useId();
  const api = useAtomValue(apiClientAtom);
  const setClient = useSetAtom(setSessionClientAtom);
  const [fields, setFields] = useState({
    PartyName: client.PartyName,
    lname: client.lname ?? '',
    PartyEmail: client.PartyEmail ?? '',
    PartyPhone: client.PartyPhone ?? '',
  });
  const [currentPsw, setCurrentPsw] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');

  const change = (field: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setStatus('idle');
  };
  const choose = (chosen: File | null) => {
    const problem = chosen ? checkProfileImage(chosen) : null;
    setFile(problem ? null : chosen);
    setErrors(({ file: _, ...rest }) => (problem ? { ...rest, file: [problem] } : rest));
  };
  const changingEmail = fields.PartyEmail.trim().toLowerCase() !== (client.PartyEmail ?? '').toLowerCase();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending' || errors.file) return;
    if (changingEmail && currentPsw === '') {
      setErrors((current) => ({ ...current, currentPsw: ['required'] }));
      return;
    }
    setStatus('sending');
    const sent = { clientID: String(client.ClientID), ...fields, ...(changingEmail ? { currentPsw } : {}) };
    const result = await postProfileUpdate(api, sent, file);
    if (!result.ok) {
      setStatus('failed');
      return;
    }
    if (!result.value.profileUpdated) {
      setErrors(result.value.errors);
      setStatus('idle');
      return;
    }
    const stored = result.value.Client;
    setClient(stored ? toSessionClient(stored) : { ...client, ...fields });
    // A new address waits for its link: the box shows the address the account still has.
    if (stored) setFields((current) => ({ ...current, PartyEmail: stored.PartyEmail }));
    setCurrentPsw('');
    setFile(null);
    setStatus('done');
  };

  return (
    <form
      className="bb-account-form dashboard-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('dashboard.accountDetails')}</h2>
      <AccountField
        label={t('dashboard.firstName')}
        name="PartyName"
        autoComplete="given-name"
        value={fields.PartyName}
        onChange={change('PartyName')}
        error={firstError(t, errors, 'PartyName')}
      />
      <AccountField
        label={t('dashboard.lastName')}
        name="lname"
        autoComplete="family-name"
        value={fields.lname}
        onChange={change('lname')}
        error={firstError(t, errors, 'lname')}
      />
      <AccountField
        label={t('dashboard.email')}
        name="PartyEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={fields.PartyEmail}
        onChange={change('PartyEmail')}
        error={
          // The sign-up wording ('… or Login') is for guests: this client is signed in already.
          errors.PartyEmail?.[0] === 'email_taken'
            ? t('dashboard.emailTaken')
            : firstError(t, errors, 'PartyEmail')
        }
      />
      <p className="bb-hint dashboard-email-status" data-testid="email-status">
        {client.PendingEmail
          ? t('dashboard.emailPending', { email: client.PendingEmail })
          : client.EmailVerified
            ? t('dashboard.emailVerified')
            : client.EmailVerified === false
              ? t('dashboard.emailNotVerified')
              : ''}
      </p>
      {changingEmail && (
        <AccountField
          label={t('dashboard.currentPasswordForEmail')}
          name="currentPsw"
          type="password"
          autoComplete="current-password"
          value={currentPsw}
          onChange={(value) => {
            setCurrentPsw(value);
            setErrors(({ currentPsw: _, ...rest }) => rest);
          }}
          error={firstError(t, errors, 'currentPsw')}
        />
      )}
      <AccountField
        label={t('dashboard.phone')}
        name="PartyPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={fields.PartyPhone}
        onChange={change('PartyPhone')}
        error={firstError(t, errors, 'PartyPhone')}
      />
      <div className="bb-field bb-account-field">
        <label htmlFor={`${id}-file`}>{t('dashboard.image')}</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={PROFILE_IMAGE_TYPES.join(',')}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${id}-file-hint ${id}-file-error`}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <small id={`${id}-file-hint`} className="bb-hint">
          {t('dashboard.imageHint')}
        </small>
        <small id={`${id}-file-error`} className="bb-account-error" role="alert" data-field="file">
          {errors.file?.[0] ? accountErrorText(t, errors.file[0]) : ''}
        </small>
      </div>
      <p className="bb-account-success" role="status">
        {status === 'done' ? t('dashboard.profileUpdated') : ''}
      </p>
      <p className="bb-account-failure" role="alert">
        {status === 'failed' ? t('account.error.network') : ''}
      </p>
      <button type="submit" className="bb-button bb-account-primary" disabled={status === 'sending'}>
        {status === 'sending' ? t('dashboard.saving') : t('dashboard.updateProfile')}
      </button>
    </form>
  );
}
