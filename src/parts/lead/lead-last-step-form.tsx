import { useAtomValue } from 'jotai';
import { type FormEvent, useId } from 'react';
import type { LeadDraft } from '../../state/lead-draft-atom';
import { metroNamesAtom } from '../../state/metro-names-atom';
import { FormRefusal } from '../../ui/form-refusal';
import { HoneypotField } from '../../ui/honeypot-field';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';
import { LeadYesNo } from './lead-yes-no';

interface Props {
  draft: LeadDraft;
  update: (patch: Partial<LeadDraft>) => void;
  errorOf: (field: string) => string | null;
  sending: boolean;
  onSubmit: () => void;
  /** The decoy field's value (honeypot-field.tsx), kept by the flow beside the draft, never in it. */
  trap: string;
  onTrap: (value: string) => void;
}

const LANGUAGES = [
  ['English', 'lead.language.english'],
  ['Spanish', 'lead.language.spanish'],
  ['Other', 'lead.language.otherChoice'],
] as const;

/**
 * 'One Last Step' (SPEC §3): preferred language (English, Spanish, or Other with a box for which),
 * realtor and house to sell (yes/no), and the metro, picked from the list or typed. 'All Done' sends
 * the lead.
 */
export function LeadLastStepForm({ draft, update, errorOf, sending, onSubmit, trap, onTrap }: Props) {
  const { t } = useT();
  const id = useId();
  const metros = useAtomValue(metroNamesAtom);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="bb-lead-form" onSubmit={submit} noValidate>
      <fieldset className="bb-lead-choice">
        <legend>{t('lead.language')}</legend>
        {LANGUAGES.map(([value, label]) => (
          <label key={value} className="bb-check">
            <input
              type="radio"
              name={`${id}-language`}
              value={value}
              checked={draft.language === value}
              onChange={() => update({ language: value })}
            />
            {t(label)}
          </label>
        ))}
        {draft.language !== 'Other' && (
          <small className="bb-lead-error" role="alert" data-field="language">
            {errorOf('language') ?? ''}
          </small>
        )}
      </fieldset>
      {draft.language === 'Other' && (
        <TextField
          look="lead"
          label={t('lead.otherLanguage')}
          name="language"
          value={draft.otherLanguage}
          onChange={(otherLanguage) => update({ otherLanguage })}
          error={errorOf('language')}
        />
      )}
      <LeadYesNo
        legend={t('lead.realtor')}
        name="realtor"
        value={draft.realtor}
        onChange={(realtor) => update({ realtor })}
        error={errorOf('realtor')}
      />
      <LeadYesNo
        legend={t('lead.houseToSell')}
        name="houseToSell"
        value={draft.houseToSell}
        onChange={(houseToSell) => update({ houseToSell })}
        error={errorOf('houseToSell')}
      />
      <TextField
        look="lead"
        label={t('lead.metro')}
        name="metro"
        list={`${id}-metros`}
        hint={t('lead.metroHint')}
        value={draft.metro}
        onChange={(metro) => update({ metro })}
        error={errorOf('metro')}
      />
      <datalist id={`${id}-metros`}>
        {metros.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <HoneypotField value={trap} onChange={onTrap} />
      <FormRefusal text={errorOf('form')} />
      <div className="bb-actions">
        <button type="submit" className="bb-lead-primary" disabled={sending}>
          {sending ? t('lead.sending') : t('lead.allDone')}
        </button>
      </div>
    </form>
  );
}
