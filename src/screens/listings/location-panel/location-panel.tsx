import { useAtom } from 'jotai';
import type { LocationKind } from '../../../lib/listings-filters/listings-filter-state';
import { GlobalSearch } from '../../../parts/search/global-search';
import { ShadowStyle } from '../../../ui/shadow-style';
import { useT } from '../../../ui/use-t';
import { type LocationChain, type LocationChoice, listScope } from './location-chain';
import { locationChainAtom } from './location-chain-atom';
import { LocationInfo } from './location-info';
import { LOCATION_LEVELS, type LocationLevel } from './location-levels';
import styles from './location-panel.css?inline';
import { LocationPicker } from './location-picker';
import { LocationSelect } from './location-select';
import { useLocationList } from './use-location-list';

export interface LocationPanelProps {
  /** Closes the Location dropdown and gives focus back to its button. */
  close: () => void;
}

/**
 * The body of the filter bar's Location dropdown (SPEC §2 "Location search panel"): the MLS# / address
 * search, then Region → Metro → County → City → ZIP Code. Picking a place narrows the lists below it and
 * puts that one place in the query; clearing one falls back to the most specific remaining (SPEC §4).
 * Choosing a ZIP code, the last level, closes the panel: there is nothing left to narrow.
 */
export function LocationPanel({ close }: LocationPanelProps) {
  const { t } = useT();
  const [chain, update] = useAtom(locationChainAtom);
  const pick = (kind: LocationKind) => (choice: LocationChoice) => {
    update({ type: 'pick', kind, choice });
    if (kind === 'PostalCode') close();
  };
  const clear = (kind: LocationKind) => () => update({ type: 'clear', kind });

  // Its styles come with it, in its lazy chunk, not in every first load of <bb-listings>.
  return (
    <div className="bb-location-panel">
      <ShadowStyle css={styles} />
      <div className="bb-location-panel-head">
        <GlobalSearch
          exclusive={false}
          showLabel
          label={t('location.search')}
          className="bb-location-search"
        />
        <LocationInfo />
      </div>
      {LOCATION_LEVELS.map((level) => (
        <LocationLevelField
          key={level.kind}
          level={level}
          chain={chain}
          onPick={pick(level.kind)}
          onClear={clear(level.kind)}
        />
      ))}
      <div className="bb-actions">
        <button type="button" className="bb-location-reset" onClick={() => update({ type: 'reset' })}>
          {t('location.reset')}
        </button>
      </div>
    </div>
  );
}

interface FieldProps {
  level: LocationLevel;
  chain: LocationChain;
  onPick: (choice: LocationChoice) => void;
  onClear: () => void;
}

/** One level: its list narrowed by the chosen parents, as a select or a type-to-search box. */
function LocationLevelField({ level, chain, onPick, onClear }: FieldProps) {
  const { t } = useT();
  const list = useLocationList(level.list, listScope(chain, level.kind));
  const props = { label: t(level.label), list, chosen: chain[level.kind], onPick, onClear };
  return level.hint === null ? (
    <LocationSelect {...props} />
  ) : (
    <LocationPicker {...props} name={`location-${level.list}`} hint={t(level.hint)} />
  );
}
