import type {} from 'altcha/types/react';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { apiClientAtom } from '../../state/api-base-atom';
import { ShadowStyle } from '../../ui/shadow-style';
import { useT } from '../../ui/use-t';

interface Props {
  /** The solved challenge's payload for the server, or null while unsolved (or expired). */
  onChange: (payload: string | null) => void;
  error: string | null;
}

/**
 * The register form's captcha: the real ALTCHA widget (proof of work in a worker, no third party),
 * fetching its challenge from `{api}/api/altcha/challenge`. Its code and styles load with this field
 * only; the styles go into our shadow root beside it, never into the host page.
 */
export function AltchaField({ onChange, error }: Props) {
  const { t, lang } = useT();
  const api = useAtomValue(apiClientAtom);
  const labelId = useId();
  const widget = useRef<HTMLElement>(null);
  const [styles, setStyles] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let live = true;
    import('./load-altcha')
      .then((module) => live && setStyles(module.altchaStyles))
      .catch((reason: unknown) => {
        console.warn('[bluebonnet] Could not load the captcha:', reason);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element || styles === null) return;
    const onState = (event: Event) => {
      const detail = event instanceof CustomEvent ? event.detail : null;
      const state = typeof detail?.state === 'string' ? detail.state : null;
      const payload = typeof detail?.payload === 'string' ? detail.payload : null;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [styles]);

  // The server refused the payload (expired, or already used): the widget must be solved again.
  useEffect(() => {
    const element = widget.current;
    if (error && element && 'reset' in element && typeof element.reset === 'function') element.reset();
  }, [error]);

  if (failed) return <p className="bb-account-failure">{t('account.captchaUnavailable')}</p>;
  return (
    <div className="bb-field bb-account-captcha">
      <span id={labelId}>{t('auth.captcha')}</span>
      {styles !== null && (
        <>
          <ShadowStyle css={styles} />
          <altcha-widget
            ref={widget}
            challenge={new URL('api/altcha/challenge', api.base).href}
            language={lang}
            aria-labelledby={labelId}
          />
        </>
      )}
      <small className="bb-account-error" role="alert" data-field="captcha">
        {error ?? ''}
      </small>
    </div>
  );
}
