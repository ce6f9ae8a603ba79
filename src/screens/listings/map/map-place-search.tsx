import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMapboxPlaces } from '../../../api/fetch-mapbox-places';
import { fetchSearchAddress } from '../../../api/fetch-search-address';
import type { MapAdapter } from '../../../map/map-adapter';
import { apiClientAtom } from '../../../state/api-base-atom';
import { Combobox } from '../../../ui/combobox';
import type { ComboboxLoad } from '../../../ui/combobox-types';
import { useT } from '../../../ui/use-t';
import { type MapPlace, mapPlaceGroups } from './map-place';
import { mapboxPlaceOptions } from './mapbox-place-options';
import { resolveMapPlace } from './resolve-map-place';

/** Wait after the last keystroke before asking the API. */
const DEBOUNCE_MS = 250;

interface Props {
  map: MapAdapter | null;
  /** The Mapbox token the map uses; with one, Mapbox geocoding adds its places. Without, nothing leaves. */
  mapboxToken?: string | null | undefined;
}

/**
 * The place box over the map (SPEC §2 "address autocomplete"): cities, ZIP codes and addresses from our
 * server, and with a Mapbox token also Mapbox's addresses, cities and ZIP codes in a group of their own
 * (asked at the same time; either answering is enough, and a Mapbox failure says so in its group).
 * Choosing one fits the map to the place's box, or centres on it at zoom 17 when it has none. The
 * move counts as the visitor's own (cause 'user'), so the URL's camera and the list follow it as after a
 * drag. A place that cannot be found says so in the box's status line and leaves the map where it is.
 */
export function MapPlaceSearch({ map, mapboxToken }: Props) {
  const { t, lang } = useT();
  const api = useAtomValue(apiClientAtom);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<'notFound' | 'failed' | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const load: ComboboxLoad<MapPlace> = useCallback(
    async (text, signal) => {
      const [ours, mapbox] = await Promise.all([
        fetchSearchAddress(api, text, signal),
        mapboxToken ? fetchMapboxPlaces(api, mapboxToken, text, lang, signal) : null,
      ]);
      if (signal.aborted) return { ok: false, aborted: true };
      for (const answer of [ours, mapbox]) {
        if (answer && !answer.ok) console.warn(`[bluebonnet] ${answer.failure.message}`);
      }
      if (!ours.ok && (mapbox === null || !mapbox.ok)) return { ok: false, aborted: false };
      const groups = ours.ok ? mapPlaceGroups(ours.value, t) : [];
      if (mapbox?.ok && mapbox.value.length > 0) {
        groups.push({
          key: 'mapbox',
          label: t('map.place.mapbox'),
          options: mapboxPlaceOptions(mapbox.value),
        });
      } else if (mapbox && !mapbox.ok) {
        groups.push({
          key: 'mapbox',
          label: t('map.place.mapbox'),
          options: [],
          emptyText: t('map.place.mapboxFailed'),
        });
      }
      return { ok: true, groups };
    },
    [api, mapboxToken, lang, t],
  );

  const choose = useCallback(
    (place: MapPlace) => {
      setChosen(place.label);
      setProblem(null);
      // A second choice before the first is located wins.
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      resolveMapPlace(api, place, controller.signal).then((target) => {
        if (controller.signal.aborted || target === 'aborted') return;
        if (target === 'failed' || target === null) {
          setProblem(target === null ? 'notFound' : 'failed');
          return;
        }
        if (!map) return;
        if (target.kind === 'box') map.fitBox(target.box, 'user');
        else map.easeTo(target.camera, 'user');
      });
    },
    [api, map],
  );

  return (
    <div className="bb-map-place">
      <Combobox<MapPlace>
        name="map-place"
        label={t('map.searchPlace')}
        placeholder={t('map.searchPlacePlaceholder')}
        selectedText={chosen}
        load={load}
        debounceMs={DEBOUNCE_MS}
        optionKey={(place) => place.key}
        renderOption={(place) => (
          <span className="bb-map-place-option">
            <span>{place.label}</span>
            {(place.kind === 'address' || place.kind === 'mapbox') && place.detail && (
              <span className="bb-map-place-detail">{place.detail}</span>
            )}
          </span>
        )}
        onSelect={choose}
        noResultsText={(text) => t('location.noResults', { text })}
        failureText={t('search.failed')}
        loadingText={t('search.loading')}
        exclusive
      />
      <p className="bb-map-place-status" role="status">
        {problem === 'notFound' ? t('map.placeNotFound') : problem === 'failed' ? t('map.placeFailed') : ''}
      </p>
    </div>
  );
}
