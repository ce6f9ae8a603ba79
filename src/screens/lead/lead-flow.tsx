import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { LeadFormPath } from '../../api/post-lead-form';
import type { FieldErrors, LeadResult } from '../../contract';
import { suggestEmail } from '../../lib/lead/suggest-email';
import { type LeadDraft, leadDraftAtom } from '../../state/lead-draft-atom';
import { leadSource } from '../../state/lead-source';
import { honeypotFields } from '../../ui/honeypot-field';
import { leadErrorText } from '../../ui/lead-error-text';
import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';
import { type TourListing, tourAddress } from '../tour/tour-listing';
import type { TourType } from '../tour/tour-type-tabs';
import { LeadContactForm } from './lead-contact-form';
import { LeadFailure } from './lead-failure';
import { LeadLastStepForm } from './lead-last-step-form';
import { CONTACT_FIELDS, contactFields, leadFields } from './lead-post-fields';
import { useLeadPost } from './use-lead-post';
import { useSearchPrices } from './use-search-prices';

interface Props {
  listing: TourListing;
  /** The contact modal was asked for ('Schedule a Tour' or the photo). */
  open: boolean;
  /** The tour chosen on the strip and tabs, sent with the lead. */
  date: string;
  type: TourType;
  /** The agent whose site the visitor is on: sent along, so the request reaches whom the card shows. */
  siteAgent: string | null;
  onClose: () => void;
}

const EMPTY = { fname: '', lname: '', email: '', phone: '', language: '', otherLanguage: '' } as const;

/**
 * The lead flow of SPEC §4: contact modal (validated by the server) → 'One Last Step' → final post →
 * thank-you modal with the e-mail. What the visitor types lives in the session-stored draft until the
 * server accepts the lead, so closing the modal, reloading, a failed post or a post refused as part of a
 * flood (the server's form-wide error) loses nothing. A draft begun
 * for another listing keeps the visitor's name and contact details and gets this listing's question.
 */
export function LeadFlow({ listing, open, date, type, siteAgent, onClose }: Props) {
  const { t } = useT();
  const [draft, setDraft] = useAtom(leadDraftAtom);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [thanksEmail, setThanksEmail] = useState<string | null>(null);
  const [trap, setTrap] = useState('');
  const prices = useSearchPrices();
  const key = listing.ListingKeyNumeric;
  const prefill = t('lead.questionPrefill', { address: tourAddress(listing) });

  useEffect(() => {
    if (!open) return;
    setDraft((previous) => {
      if (previous && previous.listingKey === key) return { ...previous, date, type };
      const base: LeadDraft = previous ?? {
        ...EMPTY,
        listingKey: key,
        step: 'contact',
        date,
        type,
        question: '',
        realtor: '',
        houseToSell: '',
        metro: '',
      };
      return { ...base, listingKey: key, step: 'contact', date, type, question: prefill };
    });
  }, [open, key, date, type, prefill, setDraft]);

  const onAnswer = useCallback(
    (path: LeadFormPath, result: LeadResult) => {
      setSuggestion(result.suggestion);
      if (!result.success) {
        setErrors(result.errors);
        const backToContact = CONTACT_FIELDS.some((field) => result.errors[field]?.length);
        if (backToContact) setDraft((previous) => (previous ? { ...previous, step: 'contact' } : previous));
        return;
      }
      setErrors({});
      if (path === 'api/clients/validate-form') {
        setDraft((previous) => (previous ? { ...previous, step: 'last' } : previous));
      } else {
        setThanksEmail(draft?.email.trim() ?? '');
        setDraft(null); // accepted: nothing left to keep
      }
    },
    [draft?.email, setDraft],
  );
  const { status, send } = useLeadPost(onAnswer);

  const update = useCallback(
    (patch: Partial<LeadDraft>) => setDraft((previous) => (previous ? { ...previous, ...patch } : previous)),
    [setDraft],
  );
  const errorOf = (field: string) => {
    const first = errors[field]?.[0];
    return first ? leadErrorText(t, field, first) : null;
  };
  const submit = () => {
    if (!draft) return;
    if (draft.step === 'contact') void send('api/clients/validate-form', contactFields(draft));
    else
      void send('api/clients', {
        ...leadFields(draft, listing, leadSource(), prices),
        ...(siteAgent ? { MatrixDir: siteAgent } : {}),
        ...honeypotFields(trap),
      });
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
  if (!open || !draft || draft.listingKey !== key) return null;
  const sending = status === 'sending';
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
          update={update}
          errorOf={errorOf}
          suggestion={suggestion}
          onEmailBlur={() => setSuggestion(suggestEmail(draft.email))}
          onUseSuggestion={(email) => {
            update({ email });
            setSuggestion(null);
          }}
          sending={sending}
          onSubmit={submit}
        />
      ) : (
        <LeadLastStepForm
          draft={draft}
          update={update}
          errorOf={errorOf}
          sending={sending}
          onSubmit={submit}
          trap={trap}
          onTrap={setTrap}
        />
      )}
      {status === 'failed' && <LeadFailure onRetry={submit} />}
    </Modal>
  );
}
