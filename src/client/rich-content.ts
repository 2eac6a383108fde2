/**
 * Mermaid diagrams and LaTeX math, rendered in the browser. Their libraries are large, so they
 * are separate files fetched only by pages that contain a diagram or a formula.
 *
 * @module
 */
import { loadScript } from './load-script.ts';
import { addMermaidControls } from './mermaid-controls.ts';

function loadStylesheet(href: string): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/** Behind edge labels in dark mode: the mermaid dark theme's text reads 4.57:1 on it. */
const DARK_EDGE_LABEL = '#565656';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  run(options: { nodes: Element[] }): Promise<void>;
}
interface KatexApi {
  render(tex: string, element: HTMLElement, options: Record<string, unknown>): void;
}

/** Renders the page's diagrams and formulas, if it has any. */
export async function initRichContent(): Promise<void> {
  const { folioAssets, folioBase = '' } = document.documentElement.dataset;
  const base = folioAssets ?? `${folioBase}/_folio`;
  const diagrams = [...document.querySelectorAll('[data-folio-mermaid]')];
  const formulas = [...document.querySelectorAll<HTMLElement>('[data-folio-math]')];
  const work: Promise<void>[] = [];
  if (diagrams.length > 0) {
    work.push(
      loadScript(`${base}/mermaid/mermaid.min.js`).then(async () => {
        const mermaid = (window as unknown as { mermaid?: MermaidApi }).mermaid;
        if (!mermaid) return;
        const dark = document.documentElement.dataset['theme'] === 'dark';
        mermaid.initialize({
          startOnLoad: false,
          theme: dark ? 'dark' : 'default',
          // The dark theme's edge labels (#ccc on #585858) read 4.43:1; a shade darker passes.
          ...(dark ? { themeVariables: { edgeLabelBackground: DARK_EDGE_LABEL } } : {}),
        });
        const nodes = diagrams.map((diagram) => {
          const source =
            diagram.querySelector('.folio-mermaid-source')?.textContent ?? diagram.textContent;
          const target = document.createElement('div');
          target.className = 'mermaid';
          target.textContent = source;
          diagram.replaceChildren(target);
          return target;
        });
        await mermaid.run({ nodes });
        for (const diagram of diagrams) {
          if (diagram instanceof HTMLElement) addMermaidControls(diagram);
        }
      }),
    );
  }
  if (formulas.length > 0) {
    loadStylesheet(`${base}/katex/katex.min.css`);
    work.push(
      loadScript(`${base}/katex/katex.min.js`).then(() => {
        const katex = (window as unknown as { katex?: KatexApi }).katex;
        if (!katex) return;
        for (const formula of formulas) {
          katex.render(formula.textContent, formula, {
            displayMode: formula.dataset['folioMath'] === 'display',
            throwOnError: false,
          });
        }
      }),
    );
  }
  await Promise.allSettled(work);
}
