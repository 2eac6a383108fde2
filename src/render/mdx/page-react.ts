/**
 * React as page code sees it. The platform pages are written for puts React's hooks in scope
 * without an import (`useState`, `useEffect`, `useRef`, `useCallback`, `useMemo`, `useContext`,
 * `useReducer`), and pages also call them through the namespace (`React.useState`). Both come
 * from here, for pages, `.jsx` snippets and `import ... from 'react'` alike.
 *
 * Page code gets a frozen copy of React's public API, never the module itself: React's exports
 * object is shared by every page of a build, so a page that could assign to it (or reach React's
 * internals) could change how other pages render.
 *
 * @module
 */
import * as React from 'react';
import { PAGE_REACT_NAMES } from '../../web/index.ts';

/** React's public exports (no `default`, no `__` internals), frozen. */
export const PAGE_REACT: Readonly<Record<string, unknown>> = Object.freeze(
  Object.fromEntries(
    Object.entries(React).filter(([name]) => name !== 'default' && !name.startsWith('__')),
  ),
);

/** `React` and the hooks, by name, as bound in every page's outermost scope. */
export const PAGE_REACT_SCOPE: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['React', PAGE_REACT],
  ...PAGE_REACT_NAMES.map((name): [string, unknown] => [name, PAGE_REACT[name]]),
]);
