import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postContactForm } from '../../api/post-contact-form';
import type { FieldErrors } from '../../contract';
import { STATUS_LINE_MS } from '../../lib/constants';
import { apiClientAtom } from '../../state/api-base-atom';

/**
 * - 'idle': nothing sent yet, or the server refused fields (`errors` says which);
 * - 'sending': waiting for the answer;
 * - 'sent': accepted; the success line shows for STATUS_LINE_MS, then back to 'idle';
 * - 'failed': no usable answer (offline, timeout, 5xx): a quiet message with Retry, the typing kept.
 */
export type ContactPostStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Posts the contact form and keeps its state. `onSent` runs once the server accepted the message (the
 * form clears itself then, SPEC §4 "Contact form success"); field errors replace the previous ones.
 */
export function useContactPost(onSent: () => void) {
  const api = useAtomValue(apiClientAtom);
  const [status, setStatus] = useState<ContactPostStatus>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const sent = useRef(onSent);
  sent.current = onSent;

  useEffect(() => {
    if (status !== 'sent') return;
    const id = setTimeout(() => setStatus('idle'), STATUS_LINE_MS);
    return () => clearTimeout(id);
  }, [status]);

  const send = useCallback(
    async (fields: Record<string, string>) => {
      setStatus('sending');
      const result = await postContactForm(api, fields);
      if (!result.ok) {
        console.warn(`[bluebonnet] Contact message not sent, kept for a retry: ${result.failure.message}`);
        setStatus('failed');
        return;
      }
      if (result.value.success) {
        setErrors({});
        setStatus('sent');
        sent.current();
        return;
      }
      setErrors(result.value.errors);
      setStatus('idle');
    },
    [api],
  );

  // A field the visitor edits loses its message: it answered an earlier version of the text.
  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  return { status, errors, send, clearError };
}
