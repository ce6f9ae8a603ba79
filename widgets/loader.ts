/**
 * `bluebonnet.js`: the one script a CMS page includes. It finds the `bb-*` tags on the page, now and as
 * they are added later, and imports only the widget chunks those tags need. Including it twice is
 * harmless: the second copy sees the first and stops.
 */
declare const __BB_WIDGET_FILES__: Record<string, string>;

interface LoaderState {
  requested: Set<string>;
}

const GLOBAL_KEY = '__bluebonnetLoader';

(() => {
  const host = window as unknown as Record<string, LoaderState | undefined>;
  if (host[GLOBAL_KEY]) return;
  const state: LoaderState = { requested: new Set() };
  host[GLOBAL_KEY] = state;

  // Chunks sit beside this script, wherever the brokerage hosts it.
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL('.', script?.src || location.href);
  const files = __BB_WIDGET_FILES__;

  const load = (tag: string) => {
    const file = files[tag];
    if (!file || state.requested.has(tag)) return;
    state.requested.add(tag);
    import(/* @vite-ignore */ new URL(file, base).href).catch((error: unknown) => {
      state.requested.delete(tag);
      console.error(`[bluebonnet] Could not load <${tag}>:`, error);
    });
  };

  const scan = () => {
    for (const tag of Object.keys(files)) {
      if (!state.requested.has(tag) && document.querySelector(tag)) load(tag);
    }
  };

  let pending = false;
  const observer = new MutationObserver((mutations) => {
    if (pending) return;
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node.nodeType === 1) {
          // Batch the scan: a CMS inserting a large fragment fires many mutations at once.
          pending = true;
          queueMicrotask(() => {
            pending = false;
            scan();
          });
          return;
        }
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  scan();
})();
