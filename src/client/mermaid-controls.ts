/**
 * Zoom and pan controls on drawn mermaid diagrams, as the platform documents them: buttons to
 * zoom in and out, four arrows to move, one to reset. Shown when the diagram is taller than
 * 120 pixels, unless the fence says `actions={true}` or `actions={false}`; placed in the corner
 * its `placement` names (`bottom-right` by default). The view is a CSS transform of the SVG inside
 * a clipping frame, so the diagram is never drawn again.
 *
 * @module
 */
import { uiText } from './ui-text.ts';
import type { UiText } from './ui-text.ts';

/** Diagrams at most this tall show no controls unless the fence asks for them. */
const MIN_HEIGHT = 120;
const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 8;
/** How far one arrow moves the diagram, in pixels. */
const PAN_STEP = 60;

/** The view of one diagram: its scale and how far it is moved. */
interface View {
  scale: number;
  x: number;
  y: number;
}

type Action = 'zoomIn' | 'zoomOut' | 'resetView' | 'panUp' | 'panDown' | 'panLeft' | 'panRight';

/** The buttons, in order, with their symbol: three rows, the arrows as a cross round reset. */
const buttons: readonly [Action, string][] = [
  ['zoomIn', '+'],
  ['panUp', '↑'],
  ['zoomOut', '−'],
  ['panLeft', '←'],
  ['resetView', '⟲'],
  ['panRight', '→'],
  ['panDown', '↓'],
];

/** The view after `action`. */
export function nextView(view: View, action: Action): View {
  switch (action) {
    case 'zoomIn':
      return { ...view, scale: Math.min(view.scale * ZOOM_STEP, MAX_SCALE) };
    case 'zoomOut':
      return { ...view, scale: Math.max(view.scale / ZOOM_STEP, MIN_SCALE) };
    case 'resetView':
      return { scale: 1, x: 0, y: 0 };
    case 'panUp':
      return { ...view, y: view.y - PAN_STEP };
    case 'panDown':
      return { ...view, y: view.y + PAN_STEP };
    case 'panLeft':
      return { ...view, x: view.x - PAN_STEP };
    case 'panRight':
      return { ...view, x: view.x + PAN_STEP };
  }
}

/**
 * Whether a diagram `height` pixels tall gets controls: `actions` (the fence's `data-actions`)
 * decides when given, else the height.
 */
export function showsControls(actions: string | undefined, height: number): boolean {
  if (actions === 'true') return true;
  if (actions === 'false') return false;
  return height > MIN_HEIGHT;
}

function controlButton(action: Action, symbol: string, words: UiText): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'folio-mermaid-control';
  button.dataset['action'] = action;
  button.setAttribute('aria-label', words[action]);
  button.title = words[action];
  button.textContent = symbol;
  return button;
}

/** Adds the controls to `diagram` (a `[data-folio-mermaid]` whose SVG is drawn), once. */
export function addMermaidControls(diagram: HTMLElement): void {
  const svg = diagram.querySelector('svg');
  if (svg === null || diagram.querySelector('.folio-mermaid-controls') !== null) return;
  if (!showsControls(diagram.dataset['actions'], svg.getBoundingClientRect().height)) return;
  const words = uiText();
  const frame = document.createElement('div');
  frame.className = 'folio-mermaid-frame';
  svg.replaceWith(frame);
  frame.append(svg);
  let view: View = { scale: 1, x: 0, y: 0 };
  const controls = document.createElement('div');
  controls.className = 'folio-mermaid-controls';
  controls.setAttribute('role', 'group');
  controls.setAttribute('aria-label', words.diagramControls);
  controls.dataset['placement'] = diagram.dataset['placement'] ?? 'bottom-right';
  for (const [action, symbol] of buttons) controls.append(controlButton(action, symbol, words));
  controls.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const action = button?.dataset['action'] as Action | undefined;
    if (action === undefined) return;
    view = nextView(view, action);
    svg.style.transform = `translate(${String(view.x)}px, ${String(view.y)}px) scale(${String(view.scale)})`;
  });
  diagram.classList.add('folio-mermaid-interactive');
  diagram.append(controls);
}
