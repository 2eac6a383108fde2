/**
 * The island runtime: React, and the hydration of a page's interactive components. Loaded only
 * by pages that have some (`_folio/islands.<hash>.js`, one file for every site of this Folio),
 * before the page's island script, which hands it the page's modules: the code the server ran,
 * as functions over a scope object (see `src/render/mdx/island-script.ts`).
 *
 * Each `<folio-island>` names a module, an export, JSON props and its `useId` prefix (`data-ids`);
 * its children, rendered on the server, are shown through a `<folio-slot>` as on the server: read
 * from the island's own slot in the page, or from its `data-slot` when the component did not show
 * them at first. The runtime evaluates the modules as the server did (imports, then each block's
 * exports) with React and its hooks in scope, and calls `hydrateRoot` on every island, with the
 * server's prefix: the server's markup stays, and the component takes it over.
 * Names page code does not define fall through to the browser's globals (`window`, `fetch`),
 * which is what components written for the platform expect.
 *
 * @module
 */
import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { jsxProps, PAGE_REACT_NAMES } from '../web/index.ts';

interface IslandModule {
  id: string;
  imports: [local: string, imported: string, module: string][];
  run: ((scope: object) => Record<string, unknown>)[];
}

/** `h` for compiled JSX, fixing HTML-style props as the server does (`class`, `style="..."`). */
function pageH(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) {
  const fixed = typeof type === 'string' && props ? jsxProps(props) : props;
  return React.createElement(type as ComponentType, fixed, ...(children as ReactNode[]));
}

const pageReact: Readonly<Record<string, unknown>> = Object.freeze({ ...React });
const outer = new Map<string, unknown>([
  ['React', pageReact],
  ['folio$h', pageH],
  ['folio$Fragment', React.Fragment],
  ...PAGE_REACT_NAMES.map((name): [string, unknown] => [name, pageReact[name]]),
]);

const modules = new Map<string, IslandModule>();
const evaluated = new Map<string, Record<string, unknown>>();

function define(list: IslandModule[]): void {
  for (const module of list) modules.set(module.id, module);
}

/** The exports of module `id`, evaluated once (an unknown module exports nothing). */
function exportsOf(id: string): Record<string, unknown> {
  const known = evaluated.get(id);
  if (known) return known;
  const exports: Record<string, unknown> = {};
  evaluated.set(id, exports);
  const module = modules.get(id);
  if (!module) return exports;
  const bindings = new Map<string, unknown>();
  for (const [local, imported, from] of module.imports) {
    bindings.set(local, importedValue(imported, from));
  }
  const scope = new Proxy(Object.create(null) as object, {
    has: (_target, name) => typeof name === 'string' && (bindings.has(name) || outer.has(name)),
    get: (_target, name) =>
      typeof name !== 'string'
        ? undefined
        : bindings.has(name)
          ? bindings.get(name)
          : outer.get(name),
  });
  for (const run of module.run) {
    for (const [name, value] of Object.entries(run(scope))) {
      bindings.set(name, value);
      exports[name] = value;
    }
  }
  return exports;
}

function importedValue(imported: string, from: string): unknown {
  if (from === 'react') {
    return imported === '*' || imported === 'default' ? pageReact : pageReact[imported];
  }
  if (!from) return undefined;
  const exports = exportsOf(from);
  return imported === '*' ? exports : exports[imported];
}

function Slot(props: { html: string }) {
  return React.createElement('folio-slot', {
    style: { display: 'contents' },
    dangerouslySetInnerHTML: { __html: props.html },
  });
}

const hydrated = new WeakSet<Element>();

function hydrateIsland(island: Element): void {
  const id = island.getAttribute('data-module') ?? '';
  const name = island.getAttribute('data-export') ?? '';
  // Its module is in a script that has not run yet: the island waits for it.
  if (!modules.has(id)) return;
  hydrated.add(island);
  const component = exportsOf(id)[name];
  if (typeof component !== 'function') {
    console.error(`Folio: the island <${name}> of ${id} was not found; it stays static`);
    return;
  }
  const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
  const html = island.getAttribute('data-slot') ?? ownSlot(island)?.innerHTML;
  if (html !== undefined) props['children'] = React.createElement(Slot, { html });
  hydrateRoot(island, React.createElement(component as ComponentType, props), {
    identifierPrefix: island.getAttribute('data-ids') ?? '',
  });
}

/**
 * The slot the server rendered the island's children in, if the component showed them: the first
 * `<folio-slot>` of the island not inside an island within (its children may hold islands). Read
 * before hydrating, outermost island first, so it is still the server's markup.
 */
function ownSlot(island: Element): Element | undefined {
  for (const slot of island.querySelectorAll('folio-slot')) {
    if (slot.parentElement?.closest('folio-island') === island) return slot;
  }
  return undefined;
}

/** Hydrates the islands whose modules are defined, outermost first (slots hold inner ones). */
function hydrateAll(): void {
  for (const island of document.querySelectorAll('folio-island[data-module]')) {
    if (hydrated.has(island)) continue;
    try {
      hydrateIsland(island);
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * Page scripts hand their modules over with `folio$islands.push(...)`: those that ran before
 * this one left them in an array, later ones call this runtime directly. Either way the islands
 * they make possible are hydrated once the page is parsed.
 */
function start(): void {
  const holder = window as { folio$islands?: unknown };
  const queue = holder.folio$islands;
  if (Array.isArray(queue)) for (const list of queue as IslandModule[][]) define(list);
  holder.folio$islands = {
    push: (list: IslandModule[]) => {
      define(list);
      if (document.readyState !== 'loading') hydrateAll();
    },
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrateAll);
  else hydrateAll();
}

start();
