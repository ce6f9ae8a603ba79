import { SOCIAL_NETWORK_NAMES } from '../../src/contract';
import { formatPhone } from '../../src/lib/format/format-phone';
import { phoneHref } from '../../src/lib/format/phone-href';
import type { MessageKey } from '../../src/lib/i18n/messages-en';
import { translate } from '../../src/lib/i18n/translate';
import { officePostalAddress } from '../lib/office-postal-address';
import { escapeHtml } from './escape-html';
import type { SiteIdentity } from './site-identity';

/**
 * The `{{name}}` placeholders the demo's layout and pages may hold for the brokerage's identity, as ready
 * HTML (every value escaped here):
 * - `brandName`, `brandLogo` (its URL), `brandColor`, `emailDomain`: the settings as they are;
 * - `postalAddress` and `phoneLink`: the main office's address on one line, and the office line
 *   (OFFICE_PHONE, else the main office's phone) as a `tel:` link, for the legal pages;
 * - `offices`, `officeContact`, `socialLinks`: the footer's office list, fixed phone lines and social
 *   pages, each whole or empty when there is nothing to show.
 */
export function siteIdentityFills(identity: SiteIdentity): Record<string, string> {
  const [main] = identity.offices;
  const phone = identity.officeContact?.office_phone ?? main?.phone ?? null;
  return {
    brandName: escapeHtml(identity.brand.name),
    brandLogo: escapeHtml(identity.brand.logo),
    brandColor: escapeHtml(identity.brand.color),
    emailDomain: escapeHtml(identity.emailDomain),
    postalAddress: main ? escapeHtml(officePostalAddress(main)) : '',
    phoneLink: phone ? phoneLink(phone) : '',
    offices: officesHtml(identity),
    officeContact: officeContactHtml(identity),
    socialLinks: socialLinksHtml(identity),
  };
}

function phoneLink(phone: string): string {
  return `<a href="${escapeHtml(phoneHref(phone))}">${escapeHtml(formatPhone(phone))}</a>`;
}

/** A short text in English with its Spanish in `data-es` (demo/assets/site-lang.js), from the catalogs. */
function bilingual(tag: string, key: MessageKey): string {
  const es = translate('es', key);
  return `<${tag} data-es="${escapeHtml(es)}">${escapeHtml(translate('en', key))}</${tag}>`;
}

function officesHtml({ offices }: SiteIdentity): string {
  if (offices.length === 0) return '';
  const items = offices.map((office) => {
    const lines = [
      `<strong>${escapeHtml(office.location)}</strong>`,
      escapeHtml(officePostalAddress(office)),
      office.phone ? phoneLink(office.phone) : '',
    ];
    return `<li>${lines.filter(Boolean).join('<br>')}</li>`;
  });
  return `<ul class="offices">\n${items.join('\n')}\n</ul>`;
}

function officeContactHtml({ officeContact }: SiteIdentity): string {
  const lines = [
    officeContact?.toll_free &&
      `<div>${bilingual('dt', 'footer.tollFree')}<dd>${phoneLink(officeContact.toll_free)}</dd></div>`,
    officeContact?.office_phone &&
      `<div>${bilingual('dt', 'footer.officePhone')}<dd>${phoneLink(officeContact.office_phone)}</dd></div>`,
    officeContact?.office_mls_id &&
      `<div>${bilingual('dt', 'footer.officeMlsId')}<dd translate="no">${escapeHtml(officeContact.office_mls_id)}</dd></div>`,
  ].filter(Boolean);
  return lines.length === 0 ? '' : `<dl class="office-contact">\n${lines.join('\n')}\n</dl>`;
}

function socialLinksHtml({ socialLinks }: SiteIdentity): string {
  if (socialLinks.length === 0) return '';
  const label = (lang: 'en' | 'es') => escapeHtml(translate(lang, 'footer.social'));
  const links = socialLinks.map(
    ({ network, url }) =>
      `<a href="${escapeHtml(url)}" rel="noopener">${escapeHtml(SOCIAL_NETWORK_NAMES[network])}</a>`,
  );
  return `<nav aria-label="${label('en')}" data-es-aria-label="${label('es')}">\n${links.join('\n')}\n</nav>`;
}
