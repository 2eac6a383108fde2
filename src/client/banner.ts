/**
 * The site banner's close button (docs.json `banner.dismissible`): hides the banner and
 * remembers the content's hash, which the head's inline script reads before the next page
 * paints (see `src/render/layout/banner.ts`).
 *
 * @module
 */

/** Same key as `BANNER_STORAGE_KEY` in the layout (the browser code cannot import it). */
const STORAGE_KEY = 'folio-banner-dismissed';

export function initBanner(): void {
  const root = document.documentElement;
  const button = document.querySelector<HTMLButtonElement>('[data-folio-banner-close]');
  const key = root.dataset['folioBanner'];
  if (!button || key === undefined) return;
  button.addEventListener('click', () => {
    root.dataset['folioBannerDismissed'] = '';
    try {
      localStorage.setItem(STORAGE_KEY, key);
    } catch {
      // Storage may be unavailable (private mode): the banner stays closed on this page only.
    }
    // Focus would be lost with the button: move it to the skip link's target, the page.
    document.getElementById('folio-main')?.focus({ preventScroll: true });
  });
}
