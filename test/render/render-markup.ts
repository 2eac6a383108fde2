/**
 * Rendering helper for the component tests: static markup inside a site context that records
 * warnings.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { h } from '../../src/render/h.ts';
import { SiteContext, defaultSiteContext } from '../../src/render/site-context.ts';
import type { SiteContextValue } from '../../src/render/site-context.ts';

/** What a test render produced. */
export interface RenderedMarkup {
  html: string;
  /** `code: message` of every warning, in order. */
  warnings: string[];
}

/** Renders `node` to static HTML with an optional site context override. */
export function renderMarkup(
  node: ReactNode,
  site: Partial<SiteContextValue> = {},
): RenderedMarkup {
  const warnings: string[] = [];
  const value: SiteContextValue = {
    ...defaultSiteContext,
    warn: (code, message) => {
      warnings.push(`${code}: ${message}`);
    },
    ...site,
  };
  const html = renderToStaticMarkup(h(SiteContext.Provider, { value }, node));
  return { html, warnings };
}

/** Replaces inline SVG bodies with `<svg/>` so snapshots stay readable. */
export function withoutSvg(html: string): string {
  return html.replace(/<svg\b[\s\S]*?<\/svg>/g, '<svg/>');
}

/** Markup for snapshots: SVG bodies elided, one tag per line. */
export function snapshotHtml(html: string): string {
  return withoutSvg(html).replace(/></g, '>\n<');
}

/** Renders `node` and returns its snapshot markup. */
export function renderSnapshot(node: ReactNode, site: Partial<SiteContextValue> = {}): string {
  return snapshotHtml(renderMarkup(node, site).html);
}
