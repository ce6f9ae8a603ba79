import type { FormEvent } from 'react';
import type { LeadDraft } from '../../state/lead-draft-atom';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';
import { LeadTourChoice } from './lead-tour-choice';

interface Props {
  draft: LeadDraft;
  update: (patch: Partial<LeadDraft>) => void;
  /** The first message of each field, translated. */
  errorOf: (field: string) => string | null;
  /** A likely intended e-mail ('ann@gmail.com' for 'ann@gmial.com'), or `null`. */
  suggestion: string | null;
  onEmailBlur: () => void;
  onUseSuggestion: (email: string) => void;
  sending: boolean;
  onSubmit: () => void;
}

/**
 * Step one of the lead flow, the contact modal's form (SPEC §3): the tour asked for with its preferred
 * time, first and last name, e-mail (with a clickable typo suggestion), phone and the prefilled
 * question. The server validates it.
 *
 * SPEC labels the phone 'Used as password'; we label it plainly 'Phone' and say what it is for, because
 * a phone number is never a password here (DESIGN rulings) and the label must not claim otherwise.
 */
export function LeadContactForm(props: Props) {
  const { draft, update, errorOf, suggestion, sending } = props;
  const { t } = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="bb-lead-form" onSubmit={submit} noValidate>
      <LeadTourChoice draft={draft} update={update} error={errorOf('time')} />
      <div className="bb-lead-pair">
        <TextField
          look="lead"
          label={t('lead.firstName')}
          name="PartyName"
          autoComplete="given-name"
          value={draft.fname}
          onChange={(fname) => update({ fname })}
          error={errorOf('PartyName')}
        />
        <TextField
          look="lead"
          label={t('lead.lastName')}
          name="LastName"
          autoComplete="family-name"
          value={draft.lname}
          onChange={(lname) => update({ lname })}
          error={errorOf('LastName')}
        />
      </div>
      <TextField
        look="lead"
        label={t('lead.email')}
        name="PartyEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        onChange={(email) => update({ email })}
        onBlur={props.onEmailBlur}
        error={errorOf('PartyEmail')}
      />
      {suggestion && (
        <button
          type="button"
          className="bb-lead-suggestion"
          onClick={() => props.onUseSuggestion(suggestion)}
        >
          {t('lead.didYouMean', { email: suggestion })}
        </button>
      )}
      <TextField
        look="lead"
        label={t('lead.phone')}
        name="PartyPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('lead.phoneHint')}
        value={draft.phone}
        onChange={(phone) => update({ phone })}
        error={errorOf('PartyPhone')}
      />
      <TextField
        look="lead"
        label={t('lead.question')}
        name="question"
        multiline
        value={draft.question}
        onChange={(question) => update({ question })}
        error={errorOf('question')}
      />
      <div className="bb-actions">
        <button type="submit" className="bb-lead-primary" disabled={sending}>
          {sending ? t('lead.sending') : t('common.next')}
        </button>
      </div>
    </form>
  );
}
