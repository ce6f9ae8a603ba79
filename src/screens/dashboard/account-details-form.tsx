import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { postProfileUpdate } from '../../api/post-profile-update';
import type { FieldErrors } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { type SessionClient, setSessionClientAtom, toSessionClient } from '../../state/session-atom';
import { accountErrorText } from '../../ui/account-error-text';
import { FormOutcomeLines } from '../../ui/form-outcome-lines';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import { useT } from '../../ui/use-t';
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
  const [file, setFile] = useState<File | null>(null);
  const changingEmail = (email: string) =>
    email.trim().toLowerCase() !== (client.PartyEmail ?? '').toLowerCase();
  const form = useForm({
    initial: {
      PartyName: client.PartyName,
      lname: client.lname ?? '',
      PartyEmail: client.PartyEmail ?? '',
      PartyPhone: client.PartyPhone ?? '',
      currentPsw: '',
    },
    validate: ({ PartyEmail, currentPsw }): FieldErrors =>
      changingEmail(PartyEmail) && currentPsw === '' ? { currentPsw: ['required'] } : {},
    text: (field, message) =>
      // The sign-up wording ('… or Login') is for guests: this client is signed in already.
      field === 'PartyEmail' && message === 'email_taken'
        ? t('dashboard.emailTaken')
        : accountErrorText(t, message),
    send: async ({ currentPsw, ...fields }) => {
      const sent = {
        clientID: String(client.ClientID),
        ...fields,
        ...(changingEmail(fields.PartyEmail) ? { currentPsw } : {}),
      };
      const result = await postProfileUpdate(api, sent, file);
      if (!result.ok) return { failure: t('account.error.network') };
      if (!result.value.profileUpdated) return { errors: result.value.errors };
      const stored = result.value.Client;
      setClient(stored ? toSessionClient(stored) : { ...client, ...fields });
      setFile(null);
      // A new address waits for its link: the box shows the address the account still has.
      return {
        done: true,
        values: { ...fields, PartyEmail: stored?.PartyEmail ?? fields.PartyEmail, currentPsw: '' },
      };
    },
  });
  const fields = form.values;
  const status = form.status;
  const change = (field: keyof typeof fields) => (value: string) => form.set({ [field]: value });
  const choose = (chosen: File | null) => {
    const problem = chosen ? checkProfileImage(chosen) : null;
    setFile(problem ? null : chosen);
    form.setError('file', problem);
  };
  // A photo refused on choosing is not sent, nor is the rest until another is chosen or none.
  const submit = (event: FormEvent) => (form.error('file') ? event.preventDefault() : form.submit(event));

  return (
    <form
      className="bb-account-form dashboard-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('dashboard.accountDetails')}</h2>
      <TextField
        label={t('dashboard.firstName')}
        name="PartyName"
        autoComplete="given-name"
        value={fields.PartyName}
        onChange={change('PartyName')}
        error={form.error('PartyName')}
      />
      <TextField
        label={t('dashboard.lastName')}
        name="lname"
        autoComplete="family-name"
        value={fields.lname}
        onChange={change('lname')}
        error={form.error('lname')}
      />
      <TextField
        label={t('dashboard.email')}
        name="PartyEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={fields.PartyEmail}
        onChange={change('PartyEmail')}
        error={form.error('PartyEmail')}
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
      {changingEmail(fields.PartyEmail) && (
        <TextField
          label={t('dashboard.currentPasswordForEmail')}
          name="currentPsw"
          type="password"
          autoComplete="current-password"
          value={fields.currentPsw}
          onChange={change('currentPsw')}
          error={form.error('currentPsw')}
        />
      )}
      <TextField
        label={t('dashboard.phone')}
        name="PartyPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={fields.PartyPhone}
        onChange={change('PartyPhone')}
        error={form.error('PartyPhone')}
      />
      <div className="bb-field bb-account-field">
        <label htmlFor={`${id}-file`}>{t('dashboard.image')}</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={PROFILE_IMAGE_TYPES.join(',')}
          aria-invalid={form.error('file') ? true : undefined}
          aria-describedby={`${id}-file-hint ${id}-file-error`}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <small id={`${id}-file-hint`} className="bb-hint">
          {t('dashboard.imageHint')}
        </small>
        <small id={`${id}-file-error`} className="bb-account-error" role="alert" data-field="file">
          {form.error('file') ?? ''}
        </small>
      </div>
      <FormOutcomeLines
        success={status === 'done' ? t('dashboard.profileUpdated') : null}
        failure={form.failure}
      />
      <button type="submit" className="bb-button bb-account-primary" disabled={status === 'sending'}>
        {status === 'sending' ? t('dashboard.saving') : t('dashboard.updateProfile')}
      </button>
    </form>
  );
}
