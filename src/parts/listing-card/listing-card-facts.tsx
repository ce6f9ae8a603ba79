import type { Listing } from '../../contract';
import { formatBathrooms } from '../../lib/format/format-bathrooms';
import { formatGarageSpaces } from '../../lib/format/format-garage-spaces';
import { formatSquareFeet } from '../../lib/format/format-square-feet';
import { formatValue } from '../../lib/format/format-value';
import { useT } from '../../ui/use-t';

/** Beds, baths ('N Full / M Half'), square feet (rounded) and garage spaces (rounded up), 'N/A' when missing. */
export function ListingCardFacts({ listing }: { listing: Listing }) {
  const { lang, t } = useT();
  return (
    <dl className="facts">
      <div>
        <dt>{t('card.beds')}</dt>
        <dd>{formatValue(lang, listing.BedroomsTotal)}</dd>
      </div>
      <div>
        <dt>{t('card.baths')}</dt>
        <dd>{formatBathrooms(lang, listing.BathroomsFull, listing.BathroomsHalf)}</dd>
      </div>
      <div>
        <dt>{t('card.sqft')}</dt>
        <dd>{formatSquareFeet(lang, listing.AboveGradeFinishedArea)}</dd>
      </div>
      <div>
        <dt>{t('card.garage')}</dt>
        <dd>{formatGarageSpaces(lang, listing.GarageSpaces)}</dd>
      </div>
    </dl>
  );
}
