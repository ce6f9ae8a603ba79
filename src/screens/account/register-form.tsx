import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { postRegistration } from '../../api/post-registration';
import { CLIENT_ROLES, PROPERTY_INTERESTS } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { leadSource } from '../../state/lead-source';
import { metroNamesAtom } from '../../state/metro-names-atom';
import { setSessionClientAtom, toSessionClient } from '../../state/session-atom';
import { accountErrorText } from '../../ui/account-error-text';
import { FormOutcomeLines } from '../../ui/form-outcome-lines';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import { useT } from '../../ui/use-t';
import { AltchaField } from './altcha-field';
import { RegisterChoices } from './register-choices';
import { EMPTY_REGISTER_DRAFT, type RegisterDraft, registerErrors, registerFields } from './register-draft';

interface Props {
  onRegistered: () => void;
  /** The 'Login' link; absent on a page with no login modal to switch to. */
  onLogin?: () => void;
}

// The draft's fields by the server's field names, for placing the server's errors.
const FIELD_OF: Partial<Record<keyof RegisterDraft, string>> = {
  name: 'PartyName',
  phone: 'PartyPhone',
  email: 'PartyEmail',
};

/**
 * 'Create Your Profile Now' (SPEC §2, §5): role, metro ('Texas' or a metro, typed values allowed),
 * property, name (split at the first space), phone, e-mail, a password of the visitor's own with its
 * confirmation, language, realtor, house to sell, city searched, and the ALTCHA captcha. Sign Up stays
 * disabled until all that is valid; the server's errors show on their own fields. Success signs in.
 */
export function RegisterForm({ onRegistered, onLogin }: Props) {
  const { t } = useT();
  const id = useId();
  const api = useAtomValue(apiClientAtom);
  const setClient = useSetAtom(setSessionClientAtom);
  const metros = useAtomValue(metroNamesAtom);
  const form = useForm<RegisterDraft>({
    initial: EMPTY_REGISTER_DRAFT,
    wire: FIELD_OF,
    validate: registerErrors,
    showErrors: 'touched',
    text: (_field, message) => accountErrorText(t, message),
    send: async (draft) => {
      const result = await postRegistration(api, registerFields(draft, leadSource()));
      if (!result.ok) return { failure: t('account.error.network') };
      if (!result.value.success) {
        const { errors } = result.value;
        // A used captcha is spent: the widget must be solved again.
        if (errors.captcha) form.set({ captcha: null });
        return Object.keys(errors).length === 0 ? { failure: t('account.error.network') } : { errors };
      }
      if (result.value.clientData) setClient(toSessionClient(result.value.clientData));
      onRegistered();
      return { done: true };
    },
  });
  const draft = form.values;
  const sending = form.status === 'sending';
  const update = (field: keyof RegisterDraft, value: string | null) => form.set({ [field]: value });
  const errorOf = form.error;

  const text = (
    field: keyof RegisterDraft,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      name={FIELD_OF[field] ?? field}
      value={String(draft[field] ?? '')}
      onChange={(value) => update(field, value)}
      error={errorOf(FIELD_OF[field] ?? field)}
      {...extra}
    />
  );

  return (
    <form className="bb-account-form bb-register-form" onSubmit={form.submit} noValidate>
      <fieldset className="bb-account-roles">
        <legend>{t('auth.role')}</legend>
        {CLIENT_ROLES.map((role) => (
          <button
            key={role}
            type="button"
            className="bb-chip"
            aria-pressed={draft.clientrole === role}
            onClick={() => update('clientrole', role)}
          >
            {t(`auth.role.${role.toLowerCase() as Lowercase<typeof role>}`)}
          </button>
        ))}
      </fieldset>
      {text('metro', t('auth.metro'), { list: `${id}-metros`, hint: t('account.metroHint') })}
      <datalist id={`${id}-metros`}>
        {metros.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <RegisterChoices
        label={t('auth.property')}
        name="property"
        value={draft.property}
        options={PROPERTY_INTERESTS.map((value) => [
          value,
          t(`auth.property.${value.toLowerCase() as Lowercase<typeof value>}`),
        ])}
        onChange={(value) => update('property', value)}
        error={errorOf('property')}
      />
      {text('name', t('auth.fullName'), { autoComplete: 'name' })}
      {text('phone', t('auth.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
      {text('email', t('auth.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      {text('password', t('auth.password'), {
        type: 'password',
        autoComplete: 'new-password',
        hint: t('account.passwordHint'),
      })}
      {text('confirm', t('account.confirmPassword'), { type: 'password', autoComplete: 'new-password' })}
      <RegisterChoices
        label={t('account.language')}
        name="language"
        value={draft.language}
        options={[
          // The visitor's preferred language, named in the page's language ('Inglés' on a Spanish page).
          ['English', t('lead.language.english')],
          ['Spanish', t('lead.language.spanish')],
        ]}
        onChange={(value) => update('language', value)}
        error={errorOf('language')}
      />
      <RegisterChoices
        label={t('account.realtor')}
        name="realtor"
        value={draft.realtor}
        options={[
          ['yes', t('common.yes')],
          ['no', t('common.no')],
        ]}
        onChange={(value) => update('realtor', value)}
        error={errorOf('realtor')}
      />
      <RegisterChoices
        label={t('account.houseToSell')}
        name="houseToSell"
        value={draft.houseToSell}
        options={[
          ['yes', t('common.yes')],
          ['no', t('common.no')],
        ]}
        onChange={(value) => update('houseToSell', value)}
        error={errorOf('houseToSell')}
      />
      {text('searchcity', t('account.searchCity'), { autoComplete: 'address-level2' })}
      <AltchaField onChange={(payload) => update('captcha', payload)} error={errorOf('captcha')} />
      <FormOutcomeLines failure={form.failure} />
      <button type="submit" className="bb-button bb-account-primary" disabled={!form.valid || sending}>
        {sending ? t('account.signingUp') : t('auth.signUp')}
      </button>
      {onLogin && (
        <p className="bb-account-switch">
          {t('auth.haveAccount')}{' '}
          <button type="button" className="bb-account-link" onClick={onLogin}>
            {t('auth.login')}
          </button>
        </p>
      )}
    </form>
  );
}
