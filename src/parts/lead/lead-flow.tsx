import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { postLeadForm } from '../../api/post-lead-form';
import { suggestEmail } from '../../lib/lead/suggest-email';
import { apiClientAtom } from '../../state/api-base-atom';
import { type LeadDraft, leadDraftAtom } from '../../state/lead-draft-atom';
import { leadSource } from '../../state/lead-source';
import { leadErrorText } from '../../ui/lead-error-text';
import { Modal } from '../../ui/modal';
import { useForm } from '../../ui/use-form';
import { useT } from '../../ui/use-t';
import { type TourListing, tourAddress } from '../tour/tour-listing';
import type { TourType } from '../tour/tour-type-tabs';
import { LeadContactForm } from './lead-contact-form';
import { LeadFailure } from './lead-failure';
import { LeadLastStepForm } from './lead-last-step-form';
import { CONTACT_FIELDS, LEAD_WIRE_NAMES, leadStepPost } from './lead-post-fields';
import { useSearchPrices } from './use-search-prices';

interface Props {
  listing: TourListing;
  /** The tour chosen on the strip and tabs, sent with the lead. */
  date: string;
  type: TourType;
  /** The agent whose site the visitor is on: sent along, so the request reaches whom the card shows. */
  siteAgent: string | null;
  onClose: () => void;
}

// A new draft, before the listing, the step and the tour are filled in.
const BLANK: LeadDraft = {
  listingKey: null,
  step: 'contact',
  date: '',
  type: 'in-person',
  time: '',
  fname: '',
  lname: '',
  email: '',
  phone: '',
  question: '',
  language: '',
  otherLanguage: '',
  realtor: '',
  houseToSell: '',
  metro: '',
};

/**
 * The lead flow of SPEC §4: contact modal (validated by the server) → 'One Last Step' → final post →
 * thank-you modal with the e-mail. What the visitor types lives in the session-stored draft until the
 * server accepts the lead, so closing the modal, reloading, a failed post or a post refused as part of a
 * flood (the server's form-wide error) loses nothing. A draft begun
 * for another listing keeps the visitor's name and contact details and gets this listing's question.
 */
export function LeadFlow({ listing, date, type, siteAgent, onClose }: Props) {
  const { t } = useT();
  const [draft, setDraft] = useAtom(leadDraftAtom);
  const api = useAtomValue(apiClientAtom);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [thanksEmail, setThanksEmail] = useState<string | null>(null);
  const [trap, setTrap] = useState('');
  const prices = useSearchPrices();
  const key = listing.ListingKeyNumeric;
  const prefill = t('lead.questionPrefill', { address: tourAddress(listing) });

  useEffect(() => {
    setDraft((previous) => {
      if (previous && previous.listingKey === key) return { ...previous, date, type };
      return { ...(previous ?? BLANK), listingKey: key, step: 'contact', date, type, question: prefill };
    });
  }, [key, date, type, prefill, setDraft]);

  const update = useCallback(
    (patch: Partial<LeadDraft>) => setDraft((previous) => (previous ? { ...previous, ...patch } : previous)),
    [setDraft],
  );
  const form = useForm<LeadDraft>({
    initial: BLANK,
    kept: { values: draft ?? BLANK, set: update },
    wire: LEAD_WIRE_NAMES,
    text: (field, message) => leadErrorText(t, field, message),
    send: async (current) => {
      const [path, fields] = leadStepPost(current, {
        listing,
        source: leadSource(),
        prices,
        siteAgent,
        trap,
      });
      const result = await postLeadForm(api, path, fields);
      if (!result.ok) {
        if (result.failure.kind !== 'aborted') {
          console.warn(`[bluebonnet] Lead not sent, kept for a retry: ${result.failure.message}`);
        }
        return { failure: t('lead.failed') };
      }
      setSuggestion(result.value.suggestion);
      if (!result.value.success) {
        const { errors } = result.value;
        if (CONTACT_FIELDS.some((field) => errors[field]?.length)) update({ step: 'contact' });
        return { errors };
      }
      if (path === 'api/clients/validate-form') update({ step: 'last' });
      else {
        setThanksEmail(current.email.trim());
        setDraft(null); // accepted: nothing left to keep
      }
      return { done: true };
    },
  });
  const submit = () => {
    if (draft) void form.submit();
  };
  const close = () => {
    setThanksEmail(null);
    onClose();
  };

  if (thanksEmail !== null) {
    return (
      <Modal open onClose={close} title={t('lead.thankYou')} className="bb-lead-modal">
        <p className="bb-lead-thanks">{t('lead.thankYouText', { email: thanksEmail })}</p>
        <div className="bb-actions">
          <button type="button" className="bb-lead-primary" onClick={close}>
            {t('common.close')}
          </button>
        </div>
      </Modal>
    );
  }
  if (!draft || draft.listingKey !== key) return null;
  const sending = form.status === 'sending';
  return (
    <Modal
      open
      onClose={close}
      title={draft.step === 'contact' ? t('tour.scheduleTour') : t('lead.oneLastStep')}
      className="bb-lead-modal"
    >
      {draft.step === 'contact' ? (
        <LeadContactForm
          draft={draft}
          update={form.set}
          errorOf={form.error}
          suggestion={suggestion}
          onEmailBlur={() => setSuggestion(suggestEmail(draft.email))}
          onUseSuggestion={(email) => {
            form.set({ email });
            setSuggestion(null);
          }}
          sending={sending}
          onSubmit={submit}
        />
      ) : (
        <LeadLastStepForm
          draft={draft}
          update={form.set}
          errorOf={form.error}
          sending={sending}
          onSubmit={submit}
          trap={trap}
          onTrap={setTrap}
        />
      )}
      {form.status === 'failed' && <LeadFailure text={form.failure} onRetry={submit} />}
    </Modal>
  );
}
