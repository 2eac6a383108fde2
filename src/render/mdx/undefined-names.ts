/**
 * Braces in prose around a name nothing defines (`Use the {kickoff_id} to start.`): sites written
 * for the platform have such pages live, where the text reads as written. Folio renders the
 * braces and the name as text, with a warning at the name, instead of failing the page. Only a
 * lone name is treated so; in other expressions and attribute values an undefined name reads as
 * `undefined` (see `lenient-expression.ts`).
 *
 * @module
 */
import type { Expression, Identifier, Program } from 'estree';
import type { Root } from 'hast';
import type { ReactElement } from 'react';
import { visit } from 'unist-util-visit';
import type { SourcePosition } from '../../shared/index.ts';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import type { Scope } from './evaluate.ts';
import { isPageGlobal } from './page-realm.ts';

/** The lone names of a tree's prose expressions (`{name}` in text or between blocks), by tree. */
const proseNames = new WeakMap<Root, WeakSet<Expression>>();

function proseNamesOf(tree: Root): WeakSet<Expression> {
  let names = proseNames.get(tree);
  if (!names) {
    const found = new WeakSet<Expression>();
    visit(tree, (node) => {
      if (node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') return;
      const program = (node.data as { estree?: Program } | undefined)?.estree;
      const statement = program?.body[0];
      if (statement?.type !== 'ExpressionStatement') return;
      if (statement.expression.type === 'Identifier' || templateNames(statement.expression)) {
        found.add(statement.expression);
      }
    });
    proseNames.set(tree, (names = found));
  }
  return names;
}

/**
 * The text `{name}` in place of `expression` when it is a lone name in the prose of `tree` that
 * `scope` does not define; undefined otherwise (evaluate it as usual).
 */
export function undefinedProseName(
  tree: Root,
  expression: Expression,
  scope: Scope,
  file: string | undefined,
): ReactElement | undefined {
  // Names are looked up before the tree is walked for its prose names: every component's name
  // comes here too (`<Card>` is the name `Card`), and it is defined, so most pages never walk.
  const defined = (name: string): boolean => scope.has(name) || isPageGlobal(name);
  if (expression.type === 'Identifier') {
    if (defined(expression.name) || !proseNamesOf(tree).has(expression)) return undefined;
    return h(UndefinedName, { name: expression.name, place: placeOf(expression, file) });
  }
  // `{{topic}}`, a template placeholder: an object of names, shown as written when none is defined.
  const names = templateNames(expression) ?? [];
  if (names.length === 0 || names.some((name) => defined(name.name))) return undefined;
  if (!proseNamesOf(tree).has(expression)) return undefined;
  const [first] = names as [Identifier, ...Identifier[]];
  const inner = `{${names.map((name) => name.name).join(', ')}}`;
  return h(UndefinedName, { name: first.name, inner, place: placeOf(first, file) });
}

/** The names of `{{a}}` or `{{a, b}}` (an object of shorthand names); undefined otherwise. */
function templateNames(expression: Expression): Identifier[] | undefined {
  if (expression.type !== 'ObjectExpression' || expression.properties.length === 0)
    return undefined;
  const names: Identifier[] = [];
  for (const property of expression.properties) {
    if (property.type !== 'Property' || !property.shorthand || property.value.type !== 'Identifier')
      return undefined;
    names.push(property.value);
  }
  return names;
}

function placeOf(node: Identifier, file: string | undefined): SourcePosition | undefined {
  const start = node.loc?.start;
  if (file === undefined || start === undefined) return undefined;
  return { file, line: start.line, column: start.column + 1 };
}

/** `{name}` as text; `inner` is what the braces held when it is more than the name. */
function UndefinedName(props: {
  name: string;
  inner?: string;
  place: SourcePosition | undefined;
}): string {
  const { name, place } = props;
  const inner = props.inner ?? name;
  useSite().warn(
    'undefined-name',
    `\`${name}\` is not defined: {${inner}} is shown as text`,
    place,
    `Escape the braces (\\{${inner}\\}) to show them as text, or define it: export const ${name} = ...`,
  );
  return `{${inner}}`;
}
