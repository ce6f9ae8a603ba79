import { type FormEvent, useState } from 'react';
import { FormRefusal } from '../../ui/form-refusal';
import { HoneypotField, honeypotFields } from '../../ui/honeypot-field';
import { useT } from '../../ui/use-t';
import { LeadTextField } from '../lead/lead-text-field';
import { type ContactDraft, contactFields, EMPTY_CONTACT_DRAFT } from './contact-draft';
import { contactErrorText } from './contact-error-text';
import { useContactPost } from './use-contact-post';

interface Props {
  /** The agent whose page this is: the message goes to them. `null`: to the brokerage. */
  matrixDir: string | null;
}

/**
 * The contact form (SPEC §2 "Contact page"): Name, Email, Phone and Message, each saying in its
 * placeholder that it is required, and Submit. The server validates; each field shows its own first
 * error and no other field's (DESIGN fixes SPEC's defect). Success shows 'Your message has been sent!'
 * for 2 s and clears the form; a post that got no answer keeps the typing and offers Retry, and one
 * refused as part of a flood keeps it too and says why.
 */
export function ContactForm({ matrixDir }: Props) {
  const { t } = useT();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT_DRAFT);
  const [trap, setTrap] = useState('');
  const { status, errors, send, clearError } = useContactPost(() => setDraft(EMPTY_CONTACT_DRAFT));
  const update = (field: string, patch: Partial<ContactDraft>) => {
    clearError(field);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const errorOf = (field: string) => {
    const first = errors[field]?.[0];
    return first === undefined ? null : contactErrorText(t, field, first);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (status !== 'sending') void send({ ...contactFields(draft, matrixDir), ...honeypotFields(trap) });
  };

  return (
    <form className="contact-form bb-lead-form" onSubmit={submit} noValidate>
      <LeadTextField
        label={t('contact.name')}
        placeholder={t('contact.namePlaceholder')}
        name="clientName"
        autoComplete="name"
        value={draft.name}
        onChange={(name) => update('clientName', { name })}
        error={errorOf('clientName')}
      />
      <LeadTextField
        label={t('contact.email')}
        placeholder={t('contact.emailPlaceholder')}
        name="clientEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        onChange={(email) => update('clientEmail', { email })}
        error={errorOf('clientEmail')}
      />
      <LeadTextField
        label={t('contact.phone')}
        placeholder={t('contact.phonePlaceholder')}
        name="clientPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={draft.phone}
        onChange={(phone) => update('clientPhone', { phone })}
        error={errorOf('clientPhone')}
      />
      <LeadTextField
        label={t('contact.message')}
        placeholder={t('contact.messagePlaceholder')}
        name="clientMessage"
        multiline
        rows={5}
        value={draft.message}
        onChange={(message) => update('clientMessage', { message })}
        error={errorOf('clientMessage')}
      />
      <HoneypotField value={trap} onChange={setTrap} />
      <FormRefusal text={errorOf('form')} />
      <div className="contact-submit">
        <button type="submit" className="bb-lead-primary" disabled={status === 'sending'}>
          {status === 'sending' ? t('lead.sending') : t('contact.submit')}
        </button>
        <p className="contact-sent" role="status">
          {status === 'sent' ? t('contact.sent') : ''}
        </p>
      </div>
      {status === 'failed' && (
        <div className="bb-lead-failure" role="alert">
          <p>{t('contact.failed')}</p>
          <button type="button" onClick={() => submit()}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </form>
  );
}
