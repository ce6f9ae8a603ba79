/** The map events the watch listens to: those of maplibre-gl's `Map`. */
export interface BaseMapEvents {
  on(type: 'idle' | 'error', listener: () => void): unknown;
  off(type: 'idle' | 'error', listener: () => void): unknown;
}

/**
 * Calls `onFail` once when the base map does not finish its first drawing: an error before the map first
 * goes idle (the style or a tile refused, blocked by a CSP, a DNS failure), or no idle within `timeoutMs`
 * (a host that never answers, or answers too slowly for a visitor to wait). Once idle the base map has
 * shown itself and later errors (one tile while panning) are left to the engine. Returns the stop.
 */
export function watchBaseMap(map: BaseMapEvents, timeoutMs: number, onFail: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    map.off('idle', stop);
    map.off('error', fail);
  };
  function fail() {
    stop();
    onFail();
  }
  timer = setTimeout(fail, timeoutMs);
  map.on('idle', stop);
  map.on('error', fail);
  return stop;
}
