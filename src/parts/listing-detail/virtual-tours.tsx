import type { ListingDetail } from '../../contract';
import { virtualTourLinks } from '../../lib/listing-detail/virtual-tour-links';
import { useT } from '../../ui/use-t';

/** The virtual-tour link: branded for the brokerage's own listings (rtlist = 1), else unbranded. */
export function VirtualTours({ listing }: { listing: ListingDetail }) {
  const { t } = useT();
  const links = virtualTourLinks(listing);
  if (links.length === 0) return null;
  return (
    <p className="virtual-tours">
      {links.map((link) => (
        <a
          key={link.href}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="bb-button bb-secondary"
        >
          {link.branded ? t('detail.virtualTour') : t('detail.virtualTourUnbranded')}
        </a>
      ))}
    </p>
  );
}
