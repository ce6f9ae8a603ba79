const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's SDK script once per page (Google Identity Services, the Facebook SDK). Only the
 * login modal calls it, and only for providers the server configured for this host (SPEC §1).
 */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
