import { useAtomValue } from 'jotai';
import type { ApiClient } from '../../api/create-api-client';
import { fetchOfficeAddresses } from '../../api/fetch-office-addresses';
import { SOCIAL_NETWORK_NAMES } from '../../contract';
import { phoneHref } from '../../lib/format/phone-href';
import { configAtom } from '../../state/config-atom';
import { LoadFailure } from '../../ui/load-failure';
import { MlsDisclaimer } from '../../ui/mls-disclaimer';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';

const loadOffices = (api: ApiClient, signal: AbortSignal) =>
  fetchOfficeAddresses(api, 'api/addresses', signal);

// TREC requires both notices on brokerage sites (DESIGN rulings); the official forms live on trec.texas.gov.
const EXTERNAL = [
  {
    key: 'footer.brokerageServices',
    href: 'https://www.trec.texas.gov/forms/information-about-brokerage-services',
  },
  { key: 'footer.consumerProtection', href: 'https://www.trec.texas.gov/forms/consumer-protection-notice' },
  { key: 'footer.fairHousing', href: 'https://www.hud.gov/program_offices/fair_housing_equal_opp' },
  { key: 'footer.trec', href: 'https://www.trec.texas.gov/' },
  { key: 'footer.nar', href: 'https://www.nar.realtor/' },
] as const;

const LEGAL = [
  { key: 'footer.dmca', href: '/dmca' },
  { key: 'footer.webAccessibility', href: '/web-accessibility' },
  { key: 'footer.privacy', href: '/privacy' },
] as const;

/**
 * The detail's footer (SPEC §2): the brokerage's offices (GET /api/addresses, the contact page's list:
 * the demo's North Austin, South Austin and Houston), contact and the fixed
 * toll-free / office numbers and office MLS ID (SPEC §9, config `office_contact`), the legal
 * pages, the brokerage's social pages (config `social_links`; none configured, none shown), and the
 * fair-housing, TREC and NAR links (opening in a new tab).
 */
export function ListingDetailFooter() {
  const { t } = useT();
  const config = useAtomValue(configAtom);
  const offices = useApiResource(loadOffices, 'api/addresses');
  const social = config?.social_links ?? [];
  const contact = config?.office_contact;
  const anyContact = Boolean(contact?.toll_free || contact?.office_phone || contact?.office_mls_id);
  return (
    <footer className="detail-footer">
      <section>
        <h3>{t('footer.offices')}</h3>
        {offices.status === 'ready' && (
          <ul>
            {offices.value.data.map((office) => (
              <li key={office.location}>{office.location}</li>
            ))}
          </ul>
        )}
        {offices.status === 'loading' && <p className="bb-hint">{t('common.loading')}</p>}
        {offices.status === 'failed' && <LoadFailure onRetry={offices.retry} />}
        <a href="/contact">{t('detail.footer.contact')}</a>
        {/* SPEC §9's fixed lines, from GET /api/config; an unset one is left out. */}
        {anyContact && (
          <dl className="office-contact">
            {(
              [
                ['footer.tollFree', contact?.toll_free],
                ['footer.officePhone', contact?.office_phone],
              ] as const
            ).map(
              ([label, phone]) =>
                phone && (
                  <div key={label}>
                    <dt>{t(label)}</dt>
                    <dd>
                      <a href={phoneHref(phone)}>{phone}</a>
                    </dd>
                  </div>
                ),
            )}
            {contact?.office_mls_id && (
              <div>
                <dt>{t('footer.officeMlsId')}</dt>
                <dd translate="no">{contact.office_mls_id}</dd>
              </div>
            )}
          </dl>
        )}
      </section>
      <nav aria-label={t('detail.footer.legal')}>
        <h3>{t('detail.footer.legal')}</h3>
        <ul>
          {LEGAL.map(({ key, href }) => (
            <li key={key}>
              <a href={href}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {social.length > 0 && (
        <nav aria-label={t('footer.social')}>
          <h3>{t('footer.social')}</h3>
          <ul className="social-links">
            {social.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { network: SOCIAL_NETWORK_NAMES[network] })}
                >
                  {SOCIAL_NETWORK_NAMES[network]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={t('detail.footer.compliance')}>
        <h3>{t('detail.footer.compliance')}</h3>
        <ul>
          {EXTERNAL.map(({ key, href }) => (
            <li key={key}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
        <p className="equal-housing">{t('footer.equalHousing')}</p>
      </nav>
      <MlsDisclaimer />
    </footer>
  );
}
