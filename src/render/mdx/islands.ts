/**
 * Islands: interactive components of a page (see `interactive.ts`) rendered on the server first,
 * then hydrated in the browser, each on its own root. The page is rendered as static HTML as
 * always; an island leaves a placeholder there, and is then rendered on its own with
 * `renderToString` (the markup React hydrates against), inside a `<folio-island>` element that
 * names its module, its export and its props (JSON). Its children, Markdown written between its
 * tags, are rendered on the server only and handed to the component as HTML (`<folio-slot>`), on
 * the server and in the browser alike, so both render the same tree. When the component shows its
 * children at first, the browser reads that HTML back from the page before hydrating; only an
 * island that does not (a toggle, closed) carries it in an attribute (`data-slot`), so a page's
 * HTML holds the children once either way.
 *
 * Each island is its own React root, so each gets its own `identifierPrefix` (`data-ids`, the
 * same on the server and in `hydrateRoot`): `useId` in two islands, or in two copies of one
 * component, gives distinct ids. The other renders of its parts (its children, a static
 * fallback) get prefixes of their own too, apart from the page's.
 *
 * An island whose props cannot be written as JSON (a function, an element other than its
 * children), or that draws Folio's own components (`<Card>`, `<Icon>`: they read the site's files
 * and settings, which the browser does not have) stays static HTML, with a warning: hydrating it
 * would fail in the browser, and React would then take the island off the page.
 *
 * @module
 */
import { createContext, createElement, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { SourcePosition } from '../../shared/index.ts';
import { escapeHtml } from '../../web/index.ts';
import { PlaceContext } from '../site-context.ts';
import type { Scope } from './evaluate.ts';
import { isInteractive, serverOnlyComponents } from './interactive.ts';

/** Where a component of page code comes from: the module (`#page` or a snippet file) and export. */
export interface IslandOrigin {
  module: string;
  name: string;
}

/** The module id of the page itself in its island script. */
export const PAGE_MODULE = '#page';

/** A component page code exported: where from, and the scope and code it was evaluated in. */
export interface ExportedComponent {
  origin: IslandOrigin;
  scope: Scope;
  code: string;
}

const exported = new WeakMap<object, ExportedComponent>();

/** Records where `value`, an export of page code, comes from (functions only). */
export function recordExport(value: unknown, record: ExportedComponent): void {
  if (typeof value === 'function' && !exported.has(value)) exported.set(value, record);
}

/**
 * The island origin of `type` when it is an interactive component page code exported (see
 * `interactive.ts`); undefined for everything else.
 */
export function islandOriginOf(type: unknown): IslandOrigin | undefined {
  if (typeof type !== 'function') return undefined;
  const record = exported.get(type);
  if (!record) return undefined;
  return isInteractive(type, record.scope, record.code) ? record.origin : undefined;
}

/** The components only the server has that an island's component draws (see `interactive.ts`). */
function serverOnlyComponentsOf(type: unknown): string[] {
  const record = typeof type === 'function' ? exported.get(type) : undefined;
  return record ? serverOnlyComponents(type, record.scope, record.code) : [];
}

interface IslandEntry {
  component: ComponentType<Record<string, unknown>>;
  origin: IslandOrigin;
  props: Record<string, unknown>;
  /** Where the page uses it (for warnings). */
  place: SourcePosition | undefined;
}

/**
 * Renders an element of the page (with its context): statically, or for hydration; with
 * `identifierPrefix`, the ids `useId` gives in it start with that prefix instead of the part's
 * (island prefixes are unique in the whole page).
 */
export type RenderElement = (
  element: ReactNode,
  hydrate: boolean,
  identifierPrefix?: string,
) => string;

/** The `useId` prefix of island `index` of a page (see the module header). */
export function islandIdPrefix(index: number): string {
  return `folio-island-${String(index)}-`;
}

/** Reports an island shown without interactivity, at its tag; `hint` says how to fix it. */
export type IslandWarning = (
  message: string,
  place: SourcePosition | undefined,
  hint?: string,
) => void;

/** The islands of one render of a page. */
export class IslandCollector {
  readonly #entries: IslandEntry[] = [];
  /** The modules of the islands hydrated (what the page's island script must define). */
  readonly hydrated = new Set<string>();
  readonly #warn: IslandWarning;

  constructor(warn: IslandWarning) {
    this.#warn = warn;
  }

  add(entry: IslandEntry): number {
    this.#entries.push(entry);
    return this.#entries.length - 1;
  }

  /** `html` with each island placeholder replaced by the island's markup. */
  fill(html: string, render: RenderElement): string {
    return html.replace(placeholder, (_match, index: string) =>
      this.#island(Number(index), render),
    );
  }

  #island(index: number, render: RenderElement): string {
    const entry = this.#entries[index];
    if (!entry) return '';
    const { component, origin } = entry;
    const { children, ...props } = entry.props;
    const ids = islandIdPrefix(index);
    const unfit = unserializable(props);
    if (unfit !== undefined) {
      this.#warn(
        `<${origin.name}> is shown without interactivity: its prop \`${unfit}\` cannot be sent to the browser (only text, numbers, booleans, arrays and objects can)`,
        entry.place,
      );
      return this.fill(render(createElement(component, entry.props), false, ids), render);
    }
    const serverOnly = serverOnlyComponentsOf(component);
    if (serverOnly.length > 0) {
      const names = serverOnly.map((name) => `<${name}>`).join(', ');
      this.#warn(
        `<${origin.name}> is shown without interactivity: it draws ${names}, which Folio renders on the server only`,
        entry.place,
        "Write Folio's components in the page, around or beside the interactive one, or draw that part with HTML elements",
      );
      return this.fill(render(createElement(component, entry.props), false, ids), render);
    }
    const slot =
      children === undefined || children === null
        ? undefined
        : this.fill(render(children as ReactNode, false, `${ids}slot-`), render);
    const element = createElement(
      component,
      slot === undefined
        ? props
        : { ...props, children: createElement(IslandSlot, { html: slot }) },
    );
    const inner = render(element, true, ids);
    this.hydrated.add(origin.module);
    // Children the component does not show at first travel with the island; shown ones are read
    // back from the page (React writes the slot's HTML as given, so the text is found as is).
    const slotAttribute =
      slot === undefined || inner.includes(slotMarkup(slot))
        ? ''
        : ` data-slot="${escapeHtml(slot)}"`;
    return `<folio-island data-module="${escapeHtml(origin.module)}" data-export="${escapeHtml(origin.name)}" data-props="${escapeHtml(JSON.stringify(props))}" data-ids="${escapeHtml(ids)}"${slotAttribute} style="display:contents">${inner}</folio-island>`;
  }
}

/** How {@link IslandSlot} is written in server HTML. */
function slotMarkup(html: string): string {
  return `<folio-slot style="display:contents">${html}</folio-slot>`;
}

const placeholder = /<folio-island data-folio-island="(\d+)"><\/folio-island>/g;

/** The collector of the render a component is drawn in (none: render components as they are). */
export const IslandContext = createContext<IslandCollector | undefined>(undefined);

/** Stands for an island in the page's static render; see {@link IslandCollector.fill}. */
export function Island(props: {
  component: ComponentType<Record<string, unknown>>;
  origin: IslandOrigin;
  props: Record<string, unknown>;
}): ReactNode {
  const collector = useContext(IslandContext);
  const place = useContext(PlaceContext);
  if (!collector) return createElement(props.component, props.props);
  const index = collector.add({
    component: props.component,
    origin: props.origin,
    props: props.props,
    place,
  });
  return createElement('folio-island', { 'data-folio-island': String(index) });
}

/** Server-rendered children of an island: the same element the browser renders them with. */
export function IslandSlot(props: { html: string }): ReactNode {
  return createElement('folio-slot', {
    style: { display: 'contents' },
    dangerouslySetInnerHTML: { __html: props.html },
  });
}

/** The first prop (by path) that JSON cannot carry to the browser, if any. */
function unserializable(value: unknown, path = ''): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unserializable(item, `${path}[${String(index)}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== null && Object.getPrototypeOf(prototype) !== null) return path || 'props';
    if ('$$typeof' in value) return path || 'props';
    for (const [key, item] of Object.entries(value)) {
      const found = unserializable(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return path || 'props';
}
