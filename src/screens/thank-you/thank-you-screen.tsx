import { useMemo } from 'react';
import { useT } from '../../ui/use-t';
import { thankYouParams } from './thank-you-params';

export interface ThankYouScreenProps {
  /** From the `listings-path` attribute: where 'Back to listings' goes (default '/listings'). */
  listingsPath?: string | undefined;
}

/**
 * `<bb-thank-you>`'s screen, the thank-you page (SPEC §2 `/thank-you`): shown after a request, often
 * inside an 800 px high frame, so it fits that height at any width. The visitor's name and e-mail come
 * from the optional `name` and `email` query parameters.
 */
export function ThankYouScreen({ listingsPath = '/listings' }: ThankYouScreenProps) {
  const { t } = useT();
  const { name, email } = useMemo(() => thankYouParams(globalThis.location?.search ?? ''), []);
  return (
    <section className="thank-you" part="thank-you" aria-labelledby="thank-you-title">
      <svg className="thank-you-mark" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <h2 id="thank-you-title">{name ? t('thankYou.titleName', { name }) : t('thankYou.title')}</h2>
      <p>{t('thankYou.text')}</p>
      {email && <p>{t('thankYou.email', { email })}</p>}
      <a className="bb-button" href={listingsPath} target="_top">
        {t('thankYou.back')}
      </a>
    </section>
  );
}
