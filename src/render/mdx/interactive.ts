/**
 * Which components a page defines are interactive, and so hydrated in the reader's browser: those
 * that keep state, run effects, hold refs or handle events. The check reads the component's
 * compiled source (`Function.prototype.toString`, JSX already turned into calls, so a handler is
 * an `onClick:` property): a call of a stateful hook (`useState(`, `React.useEffect(`), or an
 * `on<Event>:` property. A component that renders another component of the page (or of its
 * module) that is interactive is interactive too. Components that only compute markup stay
 * server-rendered HTML and ship no script.
 *
 * It is a text check, so it can be wrong in a harmless direction: a string that contains
 * `useState(` makes a component an island that did not need to be one.
 *
 * The same reading finds the components an island draws that only the server has (see
 * {@link serverOnlyComponents}): Folio's own (`<Card>`, `<Icon>`), which read the site's files
 * and settings as they render, so the browser cannot draw them again after a click.
 *
 * @module
 */
import type { Scope } from './evaluate.ts';
import { JSX_PRAGMA } from './evaluate.ts';
import { PAGE_REACT } from './page-react.ts';

/** Hooks that only make sense in the browser: state, effects, refs, transitions. */
const statefulHookNames =
  'useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useRef|useImperativeHandle|useSyncExternalStore|useTransition|useDeferredValue|useActionState|useOptimistic|useEffectEvent';
const statefulHook = new RegExp(`\\b(?:${statefulHookNames})\\s*\\(`);
const statefulHookName = new RegExp(`^(?:${statefulHookNames})$`);

/** Whether `name` is one of the hooks that make a component interactive (`useState`). */
export function isStatefulHook(name: string): boolean {
  return statefulHookName.test(name);
}

/** An event handler prop in compiled JSX (`onClick: () => ...`, `"onChange": f`). */
const handlerProp = /(?:^|[{,\s])["']?on[A-Z][A-Za-z]*["']?\s*:/;

/** Identifiers a source mentions (a superset of the names it uses). */
const identifier = /[A-Za-z_$][\w$]*/g;

/** Whether `source` (a component's or a module's code) uses state, effects, refs or handlers. */
export function hasInteractiveCode(source: string): boolean {
  return statefulHook.test(source) || handlerProp.test(source);
}

const checked = new WeakMap<object, boolean>();

/**
 * Whether `component` is interactive: its own code is (see {@link hasInteractiveCode}), or it
 * names a function of `scope` (the page's or its module's names) that is; `moduleCode`, the code
 * of the module it comes from, stands for names the scope does not have (a snippet's helpers that
 * it does not export).
 */
export function isInteractive(component: unknown, scope: Scope, moduleCode = ''): boolean {
  if (typeof component !== 'function') return false;
  return check(component, scope, moduleCode, new Set());
}

function check(component: object, scope: Scope, moduleCode: string, seen: Set<object>): boolean {
  const known = checked.get(component);
  if (known !== undefined) return known;
  seen.add(component);
  const source = Function.prototype.toString.call(component);
  let result = hasInteractiveCode(source);
  if (!result) {
    for (const name of new Set(source.match(identifier))) {
      const value = scope.has(name) ? scope.get(name) : undefined;
      if (typeof value === 'function' && isPageFunction(value)) {
        if (!seen.has(value) && check(value, scope, moduleCode, seen)) {
          result = true;
          break;
        }
      } else if (declares(moduleCode, name) && hasInteractiveCode(moduleCode)) {
        result = true;
        break;
      }
    }
  }
  checked.set(component, result);
  return result;
}

/** The element types compiled JSX names: `folio$h(Card, ...)`, `folio$h(Tree.Folder, ...)`. */
const elementType = new RegExp(
  `${JSX_PRAGMA.replace('$', '\\$')}\\(\\s*([A-Za-z_$][\\w$]*)((?:\\.[A-Za-z_$][\\w$]*)*)`,
  'g',
);

const reactValues = new Set<unknown>(Object.values(PAGE_REACT));

/**
 * The components of the server's library (Folio's own, by their names in JSX) that `component`
 * draws, itself or through the page functions it names; `moduleCode` stands for names the scope
 * does not have, as in {@link isInteractive}. Empty when the browser can draw all it draws.
 */
export function serverOnlyComponents(component: unknown, scope: Scope, moduleCode = ''): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const sources: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value !== 'function' || seen.has(value)) return;
    seen.add(value);
    sources.push(Function.prototype.toString.call(value));
  };
  visit(component);
  let moduleRead = false;
  for (let index = 0; index < sources.length; index++) {
    const source = sources[index] ?? '';
    for (const [, name = '', members] of source.matchAll(elementType)) {
      if (declares(moduleCode, name)) continue;
      const value = scope.has(name) ? scope.get(name) : undefined;
      if (typeof value === 'function' && !isPageFunction(value) && !reactValues.has(value)) {
        found.add(`${name}${members ?? ''}`);
      }
    }
    for (const name of new Set(source.match(identifier))) {
      const value = scope.has(name) ? scope.get(name) : undefined;
      if (typeof value === 'function' && isPageFunction(value)) visit(value);
      else if (!moduleRead && declares(moduleCode, name)) {
        moduleRead = true;
        sources.push(moduleCode);
      }
    }
  }
  return [...found];
}

/** Functions compiled from page code are the page realm's; library components are not. */
function isPageFunction(value: object): boolean {
  return !(value instanceof Function);
}

function declares(code: string, name: string): boolean {
  if (!code || !/^[A-Za-z_$][\w$]*$/.test(name)) return false;
  return new RegExp(`\\b(?:const|let|var|function|class)\\s+${name.replace(/\$/g, '\\$')}\\b`).test(
    code,
  );
}
