import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { postContactForm } from '../../api/post-contact-form';
import { STATUS_LINE_MS } from '../../lib/constants';
import { apiClientAtom } from '../../state/api-base-atom';
import { FormRefusal } from '../../ui/form-refusal';
import { HoneypotField, honeypotFields } from '../../ui/honeypot-field';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import { useT } from '../../ui/use-t';
import { type ContactDraft, contactFields, EMPTY_CONTACT_DRAFT } from './contact-draft';
import { contactErrorText } from './contact-error-text';

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
  const api = useAtomValue(apiClientAtom);
  const [trap, setTrap] = useState('');
  const form = useForm<ContactDraft>({
    initial: EMPTY_CONTACT_DRAFT,
    wire: { name: 'clientName', email: 'clientEmail', phone: 'clientPhone', message: 'clientMessage' },
    text: (field, message) => contactErrorText(t, field, message),
    send: async (draft) => {
      const result = await postContactForm(api, {
        ...contactFields(draft, matrixDir),
        ...honeypotFields(trap),
      });
      if (!result.ok) {
        console.warn(`[bluebonnet] Contact message not sent, kept for a retry: ${result.failure.message}`);
        return { failure: t('contact.failed') };
      }
      // Accepted: the form clears itself (SPEC §4 "Contact form success").
      return result.value.success
        ? { done: true, values: EMPTY_CONTACT_DRAFT }
        : { errors: result.value.errors };
    },
    doneFor: STATUS_LINE_MS,
  });
  const { values: draft, status, error: errorOf } = form;
  const submit = (event?: FormEvent) => void form.submit(event);

  return (
    <form className="contact-form bb-lead-form" onSubmit={submit} noValidate>
      <TextField
        look="lead"
        label={t('contact.name')}
        placeholder={t('contact.namePlaceholder')}
        name="clientName"
        autoComplete="name"
        value={draft.name}
        onChange={(name) => form.set({ name })}
        error={errorOf('clientName')}
      />
      <TextField
        look="lead"
        label={t('contact.email')}
        placeholder={t('contact.emailPlaceholder')}
        name="clientEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        onChange={(email) => form.set({ email })}
        error={errorOf('clientEmail')}
      />
      <TextField
        look="lead"
        label={t('contact.phone')}
        placeholder={t('contact.phonePlaceholder')}
        name="clientPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={draft.phone}
        onChange={(phone) => form.set({ phone })}
        error={errorOf('clientPhone')}
      />
      <TextField
        look="lead"
        label={t('contact.message')}
        placeholder={t('contact.messagePlaceholder')}
        name="clientMessage"
        multiline
        rows={5}
        value={draft.message}
        onChange={(message) => form.set({ message })}
        error={errorOf('clientMessage')}
      />
      <HoneypotField value={trap} onChange={setTrap} />
      <FormRefusal text={errorOf('form')} />
      <div className="contact-submit">
        <button type="submit" className="bb-lead-primary" disabled={status === 'sending'}>
          {status === 'sending' ? t('lead.sending') : t('contact.submit')}
        </button>
        <p className="contact-sent" role="status">
          {status === 'done' ? t('contact.sent') : ''}
        </p>
      </div>
      {status === 'failed' && (
        <div className="bb-lead-failure" role="alert">
          <p>{form.failure}</p>
          <button type="button" onClick={() => submit()}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </form>
  );
}
