/**
 * Runs the JavaScript written inside pages and snippets: attribute expressions (`cols={2}`),
 * `{expressions}` in text, `export const` declarations and `.jsx` snippet modules. JSX inside that
 * code is compiled to `h(...)` calls first. Names resolve through a scope: the page's exports and
 * imports, snippet props, then the component library, then the globals of the page realm (see
 * `page-realm.ts`), never the server's.
 *
 * Each piece of code is compiled once (cached by its syntax-tree node), so a snippet used on a
 * thousand pages costs one compilation.
 *
 * @module
 */
import type {
  Declaration,
  Expression,
  ExportNamedDeclaration,
  Node,
  Pattern,
  Program,
  Statement,
} from 'estree';
import { buildJsx } from 'estree-util-build-jsx';
import { toJs } from 'estree-util-to-js';
import { PageCodeError } from './page-code-error.ts';
import { compileInPageRealm, isPageGlobal, isServerGlobal, pageGlobal } from './page-realm.ts';
import type { PageFunction } from './page-realm.ts';
import { refuseModuleAccess } from './refuse-module-access.ts';

/** Name lookup for page code. `resolve` returns `undefined` for names it does not know. */
export interface Scope {
  has(name: string): boolean;
  get(name: string): unknown;
}

const compiled = new WeakMap<Node, PageFunction>();
/** The function body each module was compiled from: what the browser runs for its islands. */
const bodies = new WeakMap<Program, string>();

/** The compiled body of `program` (once evaluated): a function body over `folio$scope`. */
export function programBody(program: Program): string | undefined {
  return bodies.get(program);
}

/** The names the compiled JSX calls: bound in every scope. */
export const JSX_PRAGMA = 'folio$h';
export const JSX_FRAGMENT = 'folio$Fragment';

/** Evaluates one expression in `scope`. */
export function evaluateExpression(expression: Expression, scope: Scope): unknown {
  if (expression.type === 'Literal') return expression.value;
  if (expression.type === 'Identifier') return lookup(expression.name, scope, expression);
  let run = compiled.get(expression);
  if (!run) {
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [{ type: 'ExpressionStatement', expression }],
    };
    const code = generate(program);
    refuseModuleAccess(program, code);
    run = compile(`return (${code.replace(/;\s*$/, '')});`, expression);
    compiled.set(expression, run);
  }
  return execute(run, scope, expression);
}

/**
 * Evaluates a module body (imports already bound in `scope`): returns its exports by name, with
 * `default` for `export default`.
 */
export function evaluateProgram(program: Program, scope: Scope): Record<string, unknown> {
  let run = compiled.get(program);
  if (!run) {
    const { body, exported } = unwrapExports(program.body);
    const statements = generate({ type: 'Program', sourceType: 'module', body });
    refuseModuleAccess(program, statements);
    const returned = exported.map(([name, local]) => `${JSON.stringify(name)}: ${local}`);
    const source = `${statements}\nreturn { ${returned.join(', ')} };`;
    run = compile(source, program);
    compiled.set(program, run);
    bodies.set(program, source);
  }
  return execute(run, scope, program) as Record<string, unknown>;
}

function lookup(name: string, scope: Scope, node: Node): unknown {
  if (scope.has(name)) return scope.get(name);
  if (isPageGlobal(name)) return pageGlobal()[name];
  throw new PageCodeError(notDefined(name), node, isServerGlobal(name) ? undefined : name);
}

function notDefined(name: string): string {
  if (isServerGlobal(name)) {
    return `\`${name}\` is not available in page code: pages are built without Node.js globals (process, require, Buffer, fetch, timers); write the value in the page, or export it from a snippet`;
  }
  return `\`${name}\` is not defined: export it from the page (export const ${name} = ...), import it from a snippet, or pass it as a prop`;
}

/** The message when page code tries to turn a string into code. */
const noCodeFromStrings =
  'Page code cannot turn text into code (eval, Function, new Function, constructor.constructor): write the code in the page itself';

/**
 * JavaScript of `program`, its JSX turned into calls. On a copy: `buildJsx` rewrites in place,
 * and the compiled tree is shared by the copies of a page (see `RecentCompiles`).
 */
function generate(program: Program): string {
  const copy = structuredClone(program);
  buildJsx(copy, { runtime: 'classic', pragma: JSX_PRAGMA, pragmaFrag: JSX_FRAGMENT });
  return toJs(copy).value;
}

function compile(code: string, node: Node): PageFunction {
  try {
    // A sloppy-mode function, so `with` can route free names through the scope proxy.
    return compileInPageRealm(code, 'page code');
  } catch (error) {
    throw new PageCodeError(`This code does not compile: ${messageOf(error)}`, node);
  }
}

function execute(run: PageFunction, scope: Scope, node: Node): unknown {
  try {
    return run(proxyOf(scope));
  } catch (error) {
    if (error instanceof PageCodeError) throw error;
    throw new PageCodeError(pageCodeMessage(error), node, undefinedNameOf(error));
  }
}

/**
 * The message for an error page code threw, also when it is thrown later, by a component the page
 * defined while React renders it. Errors raised by the engine inside the page realm are not
 * `instanceof` this realm's classes, so they are told apart by name.
 */
export function pageCodeMessage(error: unknown): string {
  if (!isErrorLike(error)) return messageOf(error);
  if (error.name === 'ReferenceError') {
    const missing = /^(\S+) is not defined/.exec(error.message)?.[1];
    if (missing !== undefined) return notDefined(missing);
  }
  if (error.name === 'EvalError' && /code generation from strings/i.test(error.message)) {
    return noCodeFromStrings;
  }
  return error.message;
}

/** The name a ReferenceError says is not defined, unless it is a Node.js global. */
function undefinedNameOf(error: unknown): string | undefined {
  if (!isErrorLike(error) || error.name !== 'ReferenceError') return undefined;
  const missing = /^(\S+) is not defined/.exec(error.message)?.[1];
  return missing === undefined || isServerGlobal(missing) ? undefined : missing;
}

const proxies = new WeakMap<Scope, object>();

/** The object `with` reads: known names come from the scope, everything else from the globals. */
function proxyOf(scope: Scope): object {
  let proxy = proxies.get(scope);
  if (!proxy) {
    proxy = new Proxy(Object.create(null) as object, {
      has: (_target, name) => typeof name === 'string' && scope.has(name),
      get: (_target, name) => (typeof name === 'string' ? scope.get(name) : undefined),
    });
    proxies.set(scope, proxy);
  }
  return proxy;
}

function messageOf(error: unknown): string {
  return isErrorLike(error) ? error.message : String(error);
}

/** An error of either realm (`instanceof Error` is false for the page realm's errors). */
function isErrorLike(error: unknown): error is { name: string; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { name?: unknown }).name === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Turns `export const a = 1` into `const a = 1` and lists what the module exports. */
function unwrapExports(statements: Program['body']): {
  body: Statement[];
  exported: [name: string, local: string][];
} {
  const body: Statement[] = [];
  const exported: [string, string][] = [];
  let defaults = 0;
  for (const statement of statements) {
    if (statement.type === 'ImportDeclaration') continue;
    if (statement.type === 'ExportNamedDeclaration') {
      unwrapNamed(statement, body, exported);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const local = `folio$default${String(defaults++)}`;
      const declaration = statement.declaration;
      if (
        (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
        declaration.id
      ) {
        body.push(declaration as Declaration);
        exported.push(['default', declaration.id.name]);
      } else {
        body.push(constDeclaration(local, declaration as Expression));
        exported.push(['default', local]);
      }
    } else if (statement.type !== 'ExportAllDeclaration') {
      body.push(statement);
    }
  }
  return { body, exported };
}

function unwrapNamed(
  statement: ExportNamedDeclaration,
  body: Statement[],
  exported: [string, string][],
): void {
  const declaration = statement.declaration;
  if (declaration) {
    body.push(declaration);
    for (const name of declaredNames(declaration)) exported.push([name, name]);
    return;
  }
  if (statement.source) return;
  for (const specifier of statement.specifiers) {
    const local = specifier.local.type === 'Identifier' ? specifier.local.name : undefined;
    const name =
      specifier.exported.type === 'Identifier'
        ? specifier.exported.name
        : String(specifier.exported.value);
    if (local !== undefined) exported.push([name, local]);
  }
}

function constDeclaration(name: string, init: Expression): Statement {
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }],
  };
}

function declaredNames(declaration: Declaration): string[] {
  if (declaration.type === 'VariableDeclaration') {
    return declaration.declarations.flatMap((declarator) => patternNames(declarator.id));
  }
  return [declaration.id.name];
}

function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        property.type === 'RestElement'
          ? patternNames(property.argument)
          : patternNames(property.value),
      );
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? patternNames(element) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    case 'MemberExpression':
      return [];
  }
}
