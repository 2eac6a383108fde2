/**
 * The names in every page's scope without an import: the hooks the platform documents as
 * pre-injected, with the few others pages use alongside them (`React` itself comes too). One
 * list for the server's page code (src/render/mdx/page-react.ts) and the browser's islands
 * (src/client/islands.ts), so a component sees the same names on both.
 *
 * @module
 */
export const PAGE_REACT_NAMES = [
  'useState',
  'useEffect',
  'useRef',
  'useCallback',
  'useMemo',
  'useContext',
  'useReducer',
  'useLayoutEffect',
  'useId',
  'useTransition',
  'useDeferredValue',
  'useSyncExternalStore',
  'useImperativeHandle',
  'createContext',
  'Fragment',
] as const;
