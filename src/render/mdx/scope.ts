/**
 * Scopes for page code: a chain of name → value maps ending in the component library. A
 * capitalised name nobody defines is an unknown component: it renders its children and reports
 * one warning per name.
 *
 * @module
 */
import type { ComponentType, ReactNode } from 'react';
import { Fragment, h } from '../h.ts';
import type { Scope } from './evaluate.ts';
import { JSX_FRAGMENT, JSX_PRAGMA } from './evaluate.ts';
import { jsxProps } from '../../web/index.ts';
import { isPageGlobal, isServerGlobal } from './page-realm.ts';
import { PAGE_REACT_SCOPE } from './page-react.ts';
import { useSite } from '../site-context.ts';

/** Bindings in front of a parent scope. */
export class ChainScope implements Scope {
  readonly #bindings: ReadonlyMap<string, unknown>;
  readonly #parent: Scope | undefined;

  constructor(bindings: ReadonlyMap<string, unknown>, parent?: Scope) {
    this.#bindings = bindings;
    this.#parent = parent;
  }

  has(name: string): boolean {
    return this.#bindings.has(name) || (this.#parent?.has(name) ?? false);
  }

  get(name: string): unknown {
    return this.#bindings.has(name) ? this.#bindings.get(name) : this.#parent?.get(name);
  }
}

/** `h` for compiled JSX: fixes HTML-style props (`class`, `for`, `style="..."`) on DOM elements. */
function pageH(
  type: unknown,
  props: Record<string, unknown> | null,
  ...children: ReactNode[]
): ReactNode {
  const fixed = typeof type === 'string' && props ? jsxProps(props) : props;
  return h(type as ComponentType, fixed, ...children);
}

/**
 * The outermost scope: the component library, `h`, `React` and its hooks (see `page-react.ts`),
 * and a fallback component for any other
 * capitalised name that is not a global of the page realm (`Math`, `JSON`) or a refused server
 * global (`Buffer`, which then reports that it is not available). The server's own globals are
 * never consulted: what page code sees does not depend on the process that builds it. An unknown
 * component reports its name to the render it is drawn in (through the site context), not to
 * this scope: one scope serves every page and snippet of a runtime, rendered concurrently.
 */
export class ComponentScope implements Scope {
  readonly #components: Readonly<Record<string, unknown>>;
  readonly #unknown = new Map<string, ComponentType<{ children?: ReactNode }>>();

  constructor(components: Readonly<Record<string, unknown>>) {
    this.#components = components;
  }

  has(name: string): boolean {
    return (
      name === JSX_PRAGMA ||
      name === JSX_FRAGMENT ||
      Object.hasOwn(this.#components, name) ||
      PAGE_REACT_SCOPE.has(name) ||
      (/^[A-Z]/.test(name) && !isPageGlobal(name) && !isServerGlobal(name))
    );
  }

  get(name: string): unknown {
    if (name === JSX_PRAGMA) return pageH;
    if (name === JSX_FRAGMENT) return Fragment;
    if (Object.hasOwn(this.#components, name)) return this.#components[name];
    if (PAGE_REACT_SCOPE.has(name)) return PAGE_REACT_SCOPE.get(name);
    return this.#unknownComponent(name);
  }

  #unknownComponent(name: string): ComponentType<{ children?: ReactNode }> {
    let component = this.#unknown.get(name);
    if (!component) {
      component = function UnknownComponent({ children }) {
        useSite().unknownComponent?.(name);
        return h(Fragment, null, children);
      };
      this.#unknown.set(name, component);
    }
    return component;
  }
}
