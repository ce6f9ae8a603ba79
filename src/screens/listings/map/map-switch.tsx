import { useAtom } from 'jotai';
import { useT } from '../../../ui/use-t';
import { desktopMapShownAtom } from './map-view-atoms';
import { useListingsMapLayout } from './use-listings-map-layout';

/** The desktop map on / off switch (SPEC §2); renders nothing below 994 px, where the toggle rules. */
export function MapSwitch() {
  const { t } = useT();
  const { narrow } = useListingsMapLayout();
  const [shown, setShown] = useAtom(desktopMapShownAtom);
  if (narrow) return null;
  return (
    <label className="map-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={shown}
        checked={shown}
        onChange={(event) => setShown(event.target.checked)}
      />
      <span className="map-switch-track" aria-hidden="true" />
      {t('listings.view.mapSwitch')}
    </label>
  );
}
