import { useAtom } from 'jotai';
import { useT } from '../../../ui/use-t';
import { type NarrowView, narrowViewAtom } from './map-view-atoms';
import { useListingsMapLayout } from './use-listings-map-layout';

const VIEWS: readonly { view: NarrowView; key: 'listings.view.list' | 'listings.view.map' }[] = [
  { view: 'list', key: 'listings.view.list' },
  { view: 'map', key: 'listings.view.map' },
];

/** The map / listings toggle of narrow screens (SPEC §2: below 993 px); renders nothing on wider ones. */
export function ListingsViewToggle() {
  const { t } = useT();
  const { narrow } = useListingsMapLayout();
  const [current, setView] = useAtom(narrowViewAtom);
  if (!narrow) return null;
  return (
    <fieldset className="map-view-toggle">
      <legend className="bb-visually-hidden">{t('listings.view.label')}</legend>
      {VIEWS.map(({ view, key }) => (
        <button
          key={view}
          type="button"
          className="map-view-button"
          aria-pressed={current === view}
          onClick={() => setView(view)}
        >
          {t(key)}
        </button>
      ))}
    </fieldset>
  );
}
