import { useAtomValue } from 'jotai';
import type { OfficeAddress } from '../../contract';
import { formatPhone } from '../../lib/format/format-phone';
import { formatState } from '../../lib/format/format-state';
import { phoneHref } from '../../lib/format/phone-href';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { apiClientAtom } from '../../state/api-base-atom';
import { useT } from '../../ui/use-t';

/**
 * The brokerage's offices (SPEC §3 Office location): name, street, city, state and ZIP, the office
 * phone, and a map link that opens in a new tab (its accessible name says which office and that).
 */
export function OfficeLocations({ offices }: { offices: readonly OfficeAddress[] }) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  return (
    <ul className="contact-offices">
      {offices.map((office) => {
        const mapUrl = office.google_map_url ? safeHttpUrl(office.google_map_url, api.base) : null;
        return (
          <li key={office.location} className="contact-office">
            <h4>{office.location}</h4>
            <address>
              {office.address && <span>{office.address}</span>}
              <span>
                {[office.city, `${formatState(office.state)} ${office.postalcode ?? ''}`.trim()]
                  .filter(Boolean)
                  .join(', ')}
              </span>
              {office.phone && <a href={phoneHref(office.phone)}>{formatPhone(office.phone)}</a>}
            </address>
            {mapUrl && (
              <a
                className="contact-map-link"
                href={mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('contact.viewMapOf', { office: office.location })}
              >
                {t('contact.viewMap')}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
