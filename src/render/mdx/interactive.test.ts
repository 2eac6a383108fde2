import { describe, expect, it } from 'vitest';
import { ChainScope } from './scope.ts';
import { compileInPageRealm } from './page-realm.ts';
import { hasInteractiveCode, isInteractive, serverOnlyComponents } from './interactive.ts';

/** Functions compiled in the page realm, as page code defines them, by name. */
function define(code: string): Record<string, unknown> {
  const names = [...code.matchAll(/const (\w+) =/g)].map((match) => match[1]);
  const run = compileInPageRealm(`${code}\nreturn { ${names.join(', ')} };`, 'test');
  return run(Object.create(null) as object) as Record<string, unknown>;
}

function scopeOf(values: Record<string, unknown>): ChainScope {
  return new ChainScope(new Map(Object.entries(values)));
}

describe('hasInteractiveCode', () => {
  it.each([
    ['const [n] = useState(0)', true],
    ['React.useEffect(() => {}, [])', true],
    ['const ref = useRef(null)', true],
    ['useReducer (f, 0)', true],
    ['folio$h("button", { onClick: () => go() })', true],
    ['folio$h("input", {\n  "onChange": f\n})', true],
    ['const total = useMemo(() => a + b, [a, b])', false],
    ['const theme = useContext(Theme)', false],
    ['folio$h("b", { className: "on" }, label)', false],
    ['const onboarding = "useState is a hook"', false],
  ])('%s → %s', (code, expected) => {
    expect(hasInteractiveCode(code)).toBe(expected);
  });
});

describe('isInteractive', () => {
  it('finds state in the component itself and in page components it renders', () => {
    const values = define(
      [
        'const Counter = () => { const [n, setN] = useState(0); return n; };',
        'const Card = () => folio$h(Counter, null);',
        'const Outer = () => folio$h(Card, null);',
        'const Badge = ({ label }) => folio$h("b", null, label);',
      ].join('\n'),
    );
    const scope = scopeOf(values);
    expect(isInteractive(values['Counter'], scope)).toBe(true);
    expect(isInteractive(values['Outer'], scope)).toBe(true);
    expect(isInteractive(values['Badge'], scope)).toBe(false);
  });

  it('counts a helper the module keeps to itself through the module code', () => {
    const code =
      'const Inner = () => folio$h("i", { onClick: f });\nconst Toggle = () => folio$h(Inner, null);';
    expect(isInteractive(define(code)['Toggle'], scopeOf({}), code)).toBe(true);
    // Without the module's code, the helper is unknown.
    expect(isInteractive(define(code)['Toggle'], scopeOf({}), '')).toBe(false);
  });

  it('never treats server functions (library components, React) as page code', () => {
    const Library = (): null => null;
    const { Uses } = define('const Uses = () => folio$h(Library, null);');
    expect(isInteractive(Uses, scopeOf({ Library }))).toBe(false);
    expect(isInteractive(Library, scopeOf({}))).toBe(false);
    expect(isInteractive('text', scopeOf({}))).toBe(false);
  });

  it('ends on components that render each other', () => {
    const values = define('const A = () => folio$h(B, null);\nconst B = () => folio$h(A, null);');
    expect(isInteractive(values['A'], scopeOf(values))).toBe(false);
  });
});

describe('serverOnlyComponents', () => {
  const Card = (): null => null;
  const Icon = Object.assign((): null => null, { Stack: (): null => null });

  it('names the library components drawn by a component and the page functions it names', () => {
    const values = define(
      [
        'const Star = () => folio$h(Icon.Stack, null, folio$h(Icon, { icon: "star" }));',
        'const Stars = () => { const [n] = useState(0); return folio$h(Card, { title: "Hi" }, folio$h(Star, null), n); };',
        'const Plain = () => folio$h("b", null, folio$h(React.Fragment, null, "Card"));',
      ].join('\n'),
    );
    const scope = scopeOf({
      ...values,
      Card,
      Icon,
      React: { Fragment: Symbol.for('react.fragment') },
    });
    expect(serverOnlyComponents(values['Stars'], scope)).toEqual(['Card', 'Icon.Stack', 'Icon']);
    expect(serverOnlyComponents(values['Plain'], scope)).toEqual([]);
  });

  it('reads a module helper the scope does not have through the module code', () => {
    const code = [
      'const Frame = ({ children }) => folio$h(Card, null, children);',
      'const Toggle = () => { const [on] = useState(false); return folio$h(Frame, null, String(on)); };',
    ].join('\n');
    const Toggle = define(code)['Toggle'];
    expect(serverOnlyComponents(Toggle, scopeOf({ Card }), code)).toEqual(['Card']);
    expect(serverOnlyComponents(Toggle, scopeOf({ Card }), '')).toEqual([]);
  });

  it('leaves out page components that shadow a library name', () => {
    const values = define(
      'const Card = () => folio$h("div", null);\nconst Uses = () => folio$h(Card, null);',
    );
    expect(serverOnlyComponents(values['Uses'], scopeOf(values))).toEqual([]);
  });
});
