import { useEffect, useState } from 'react';
import type { MapAdapter } from '../../map/map-adapter';
import { useT } from '../../ui/use-t';

/**
 * The quiet note a map shows once its base map could not load and the offline style stands in for it
 * (createMaplibreMap's fallback): the visitor knows why the streets are missing.
 */
export function BaseMapNote({ map }: { map: MapAdapter | null }) {
  const { t } = useT();
  const [fellBack, setFellBack] = useState(false);
  useEffect(() => {
    setFellBack(false);
    return map?.onBaseMapFallback(() => setFellBack(true));
  }, [map]);
  if (!fellBack) return null;
  return (
    <p className="bb-map-note" role="status">
      {t('map.baseMapFallback')}
    </p>
  );
}
