import { useT } from '../../ui/use-t';

/** Where TREC publishes the two notices every Texas brokerage's home page links to (DESIGN rulings). */
export const TREC_LINKS = {
  brokerageServices: 'https://www.trec.texas.gov/forms/information-about-brokerage-services',
  consumerProtection: 'https://www.trec.texas.gov/forms/consumer-protection-notice',
} as const;

/** The marketing text block of the company home (SPEC §1), and the TREC notices. */
export function HomeMarketing({ listingsPath }: { listingsPath: string }) {
  const { t } = useT();
  return (
    <>
      <section className="home-section home-marketing" aria-labelledby="home-marketing-title">
        <h2 id="home-marketing-title">{t('home.marketing.title')}</h2>
        <p>{t('home.marketing.text')}</p>
        <p>
          <a className="home-cta" href={listingsPath}>
            {t('home.marketing.cta')}
          </a>
        </p>
      </section>
      <nav className="home-notices" aria-label={t('home.notices')}>
        <a href={TREC_LINKS.brokerageServices} rel="noopener">
          {t('footer.brokerageServices')}
        </a>
        <a href={TREC_LINKS.consumerProtection} rel="noopener">
          {t('footer.consumerProtection')}
        </a>
      </nav>
    </>
  );
}
