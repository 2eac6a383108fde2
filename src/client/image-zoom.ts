/**
 * Image zoom: clicking an image of the page (or pressing Enter or Space on it) shows it large in
 * a modal dialog, as the platform does for every content image. Images inside a link or a
 * button keep their own click, and `noZoom` images (`data-folio-nozoom` once rendered) are left
 * alone. A native `<dialog>`: Escape closes it, the page behind is inert, and focus goes back to
 * the image that opened it.
 *
 * @module
 */
import { fillText, uiText } from './ui-text.ts';

/** Images that zoom: in the page's main area, not a link's or a button's, not `noZoom`. */
const ZOOMABLE = '#folio-main img';
const EXCLUDED = 'a, button, [data-folio-nozoom], .folio-icon, .folio-page-header, .folio-zoom';

let installed = false;
let dialog: HTMLDialogElement | undefined;
let opener: HTMLElement | undefined;

/** True for an image that zooms on click. */
export function isZoomable(image: Element): boolean {
  return image.matches(ZOOMABLE) && image.closest(EXCLUDED) === null;
}

/** The dialog, made on first use: the zoomed image and a close button. */
function zoomDialog(): HTMLDialogElement {
  if (dialog?.isConnected === true) return dialog;
  const made = document.createElement('dialog');
  made.className = 'folio-zoom';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'folio-zoom-close';
  close.setAttribute('aria-label', uiText().closeImage);
  close.textContent = '×';
  const image = document.createElement('img');
  image.className = 'folio-zoom-image';
  made.append(close, image);
  // A click anywhere (the image, the backdrop, the button) closes, as in the platform's viewer.
  made.addEventListener('click', () => {
    made.close();
  });
  made.addEventListener('close', () => {
    const back = opener;
    opener = undefined;
    back?.focus();
  });
  document.body.append(made);
  dialog = made;
  return made;
}

/** Opens the zoomed view of `image`. */
export function zoomImage(image: HTMLImageElement): void {
  const view = zoomDialog();
  const large = view.querySelector<HTMLImageElement>('.folio-zoom-image');
  if (large === null) return;
  // currentSrc: the candidate the page chose (srcset, <picture>, theme images).
  large.src = image.currentSrc || image.src;
  large.alt = image.alt;
  opener = image;
  view.setAttribute('aria-label', image.alt || uiText().zoomImage);
  view.showModal();
  view.querySelector<HTMLButtonElement>('.folio-zoom-close')?.focus();
}

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLImageElement) || !isZoomable(target)) return;
  event.preventDefault();
  zoomImage(target);
}

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  if (!(target instanceof HTMLImageElement) || !isZoomable(target)) return;
  event.preventDefault();
  zoomImage(target);
}

/**
 * Makes the page's zoomable images reachable by keyboard (a button that names its image) and
 * listens for clicks once. Safe to call again after the page's content changed (live reload).
 */
export function initImageZoom(): void {
  if (!installed) {
    installed = true;
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
  }
  const words = uiText();
  for (const image of document.querySelectorAll<HTMLImageElement>(ZOOMABLE)) {
    if (!isZoomable(image) || image.hasAttribute('data-folio-zoom')) continue;
    image.setAttribute('data-folio-zoom', '');
    // An image without alt text stays an image (zoomed by a click only): a button label would
    // hide the missing text from readers and from accessibility checks such as `folio a11y`.
    if (!image.alt) continue;
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
    image.setAttribute('aria-haspopup', 'dialog');
    image.setAttribute(
      'aria-label',
      fillText('{label}: {alt}', { label: words.zoomImage, alt: image.alt }),
    );
  }
}
