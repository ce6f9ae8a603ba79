import { sameJsonValue } from './same-json-value';

/**
 * `next`, with every item that has the same key and the same value as one in `previous` replaced by
 * that earlier object. A list drawn with memoised rows then redraws only the rows whose data changed:
 * a map move brings back most of the same listings, each a new object from a new answer.
 */
export function keepEqualItems<T, K>(
  previous: ReadonlyMap<K, T>,
  next: readonly T[],
  keyOf: (item: T) => K,
): T[] {
  return next.map((item) => {
    const earlier = previous.get(keyOf(item));
    return earlier !== undefined && sameJsonValue(earlier, item) ? earlier : item;
  });
}
