import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { type LeadFormPath, postLeadForm } from '../../api/post-lead-form';
import type { LeadResult } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';

export type LeadPostStatus = 'idle' | 'sending' | 'failed';

/**
 * Posts a step of the lead flow. A post that gets no usable answer (offline, timeout, 5xx) leaves the
 * status 'failed'; the form keeps its fields (Nothing lost) and its Retry simply submits again, with
 * whatever the visitor corrected meanwhile. `onAnswer` runs with each answer the server gave, field errors included.
 */
export function useLeadPost(onAnswer: (path: LeadFormPath, result: LeadResult) => void) {
  const api = useAtomValue(apiClientAtom);
  const [status, setStatus] = useState<LeadPostStatus>('idle');
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  const send = useCallback(
    async (path: LeadFormPath, fields: Record<string, string>) => {
      setStatus('sending');
      const result = await postLeadForm(api, path, fields);
      if (!result.ok) {
        if (result.failure.kind !== 'aborted') {
          console.warn(`[bluebonnet] Lead not sent, kept for a retry: ${result.failure.message}`);
        }
        setStatus('failed');
        return;
      }
      setStatus('idle');
      answer.current(path, result.value);
    },
    [api],
  );

  return { status, send };
}
