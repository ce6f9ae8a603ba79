import { useAtomValue } from 'jotai';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { useT } from '../../../ui/use-t';
import type { FilterEditorProps } from './filter-editor-props';

/**
 * Show Only: the brokerage's own listings and open houses. On /open-houses the route keeps open-house mode
 * on (SPEC §4), so that box is shown checked and cannot be cleared; elsewhere clearing it also drops the
 * open-house dates, which would otherwise switch the mode straight back on.
 */
export function ShowOnlyEditor({ draft, onChange }: FilterEditorProps) {
  const { t } = useT();
  const route = useAtomValue(listingsRouteAtom);
  const forced = route.mode === 'open-houses';
  return (
    <fieldset className="bb-options">
      <legend className="bb-visually-hidden">{t('filters.showOnly')}</legend>
      <label className="bb-check">
        <input
          type="checkbox"
          checked={draft.ourListings}
          onChange={(event) => onChange({ ...draft, ourListings: event.currentTarget.checked })}
        />
        <span>{t('filters.showOnly.ourListings')}</span>
      </label>
      <label className="bb-check">
        <input
          type="checkbox"
          checked={draft.openHouses || forced}
          disabled={forced}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            onChange(
              on ? { ...draft, openHouses: true } : { ...draft, openHouses: false, From: null, To: null },
            );
          }}
        />
        <span>{t('filters.showOnly.openHouses')}</span>
      </label>
    </fieldset>
  );
}
