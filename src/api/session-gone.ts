/**
 * Who wants to hear that the server answered 401 (its session cookie is gone: expired, or signed out in
 * another browser). The API modules only report it; the session atoms ask the server who is signed in
 * and forget the client's cached data when the answer is a guest. One page runs one bundle, so one
 * list serves the page, as the `storage` event does.
 */
const listeners = new Set<() => void>();

/** Calls `listener` on every 401; returns the unsubscribe. */
export function onSessionGone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners a call was answered 401. */
export function reportSessionGone(): void {
  for (const listener of [...listeners]) listener();
}
