/**
 * State shared while one endpoint page renders: highlighted-code placeholders, unique element
 * ids, the text collected for search, and the limits that keep giant schemas readable.
 *
 * @module
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { copyButton } from '../components/code-block.ts';
import { h } from '../h.ts';
import { english } from '../layout/ui-strings/index.ts';
import type { UiStrings } from '../layout/ui-strings/index.ts';
import { defaultApiDisplay } from './api-display.ts';
import type { ApiDisplay } from './api-display.ts';
import { CodeSlots } from './code-slots.ts';
import { renderMarkdown } from './markdown.ts';

/** Limits of schema trees. */
export interface SchemaLimits {
  /** Nesting levels of properties shown (default 5). */
  maxDepth: number;
  /** Fields shown per tree before the rest is summarised (default 600). */
  maxFields: number;
}

/** The state of one endpoint page render. */
export class RenderContext {
  readonly slots = new CodeSlots();
  readonly limits: SchemaLimits;
  readonly #search: string[] = [];
  #nextId = 0;

  /** The words of the page's language. */
  readonly strings: UiStrings;
  /** The copy button of code blocks in descriptions, in the page's language. */
  readonly copyButtonHtml: string;
  /** The site's `api.*` display settings. */
  readonly display: ApiDisplay;

  constructor(
    limits: Partial<SchemaLimits> = {},
    strings: UiStrings = english,
    display: ApiDisplay = defaultApiDisplay,
  ) {
    this.limits = { maxDepth: limits.maxDepth ?? 5, maxFields: limits.maxFields ?? 600 };
    this.strings = strings;
    this.display = display;
    this.copyButtonHtml = renderToStaticMarkup(copyButton(strings.client));
  }

  /** A page-unique element id: `folio-api-<name>-<n>`. */
  id(name: string): string {
    this.#nextId += 1;
    return `folio-api-${name}-${String(this.#nextId)}`;
  }

  /** Adds words to the page's search text. */
  addSearchText(...parts: (string | undefined)[]): void {
    for (const part of parts) if (part !== undefined && part.trim() !== '') this.#search.push(part);
  }

  /** Everything collected for search as one line of text, each part once. */
  searchText(): string {
    return [...new Set(this.#search)].join(' ').replace(/\s+/g, ' ').trim();
  }

  /** A Markdown description as an element (its text goes to search); `null` when empty. */
  description(
    markdown: string | undefined,
    className = 'folio-field-description',
  ): ReactElement | null {
    if (markdown === undefined || markdown.trim() === '') return null;
    const { html, text } = renderMarkdown(markdown, this.slots, this.copyButtonHtml);
    this.addSearchText(text);
    return h('div', { className, dangerouslySetInnerHTML: { __html: html } });
  }

  /** Highlighted code (a placeholder until the page is filled). */
  code(code: string, lang: string): ReactElement {
    return h('div', {
      className: 'folio-api-code',
      dangerouslySetInnerHTML: { __html: this.slots.add(code, lang) },
    });
  }
}
