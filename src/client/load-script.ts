/**
 * Loading a classic script on demand, once: for the parts of the site too large to ship in its
 * one script (Mermaid, KaTeX, the "Ask AI" panel).
 *
 * @module
 */

const loading = new Map<string, Promise<void>>();

/** Loads the script at `src` once; resolves when it has run, rejects when it cannot load. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (promise === undefined) {
    promise = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => {
        resolve();
      });
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
