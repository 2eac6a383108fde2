/**
 * Values written as source code: shell words, JavaScript and Python literals (strings, numbers,
 * booleans, null, arrays, objects), escaped so any value survives a copy and paste.
 *
 * @module
 */

/**
 * `value` as plain JSON data: a copy in which a reference back to an enclosing object or array
 * (possible with YAML anchors) becomes `null`, so printing it cannot loop. Shared, non-circular
 * references are kept.
 */
export function acyclic(value: unknown, ancestors: readonly object[] = []): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.includes(value)) return null;
  const inside = [...ancestors, value];
  if (Array.isArray(value)) return value.map((item: unknown) => acyclic(item, inside));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]: [string, unknown]) => [key, acyclic(item, inside)]),
  );
}

/** A shell word in single quotes: `it's` → `'it'\''s'`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const jsEscapes: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A JavaScript string literal in single quotes. */
export function jsString(text: string): string {
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[\\'\n\r\t\u2028\u2029\u0000-\u001f\u007f]/g, (char) => {
    return jsEscapes[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `'${escaped}'`;
}

const pythonEscapes: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** A Python string literal in double quotes. */
export function pythonString(text: string): string {
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[\\"\n\r\t\u0000-\u001f\u007f]/g, (char) => {
    return pythonEscapes[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `"${escaped}"`;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/** How one language writes the parts of a literal. */
interface LiteralSyntax {
  string: (text: string) => string;
  key: (name: string) => string;
  null: string;
  true: string;
  false: string;
  /** Indentation step. */
  indent: string;
}

const javascript: LiteralSyntax = {
  string: jsString,
  key: (name) => (identifier.test(name) ? name : jsString(name)),
  null: 'null',
  true: 'true',
  false: 'false',
  indent: '  ',
};

const python: LiteralSyntax = {
  string: pythonString,
  key: pythonString,
  null: 'None',
  true: 'True',
  false: 'False',
  indent: '    ',
};

/** A JSON value as a JavaScript literal; nested lines are indented from `indent`. */
export function jsLiteral(value: unknown, indent = ''): string {
  return literal(value, javascript, indent);
}

/** A JSON value as a Python literal (`True`, `None`, double-quoted strings). */
export function pythonLiteral(value: unknown, indent = ''): string {
  return literal(value, python, indent);
}

/** Lists of scalars up to this many characters stay on one line. */
const inlineWidth = 60;

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function literal(value: unknown, syntax: LiteralSyntax, indent: string): string {
  if (value === null || value === undefined) return syntax.null;
  if (typeof value === 'string') return syntax.string(value);
  if (typeof value === 'boolean') return value ? syntax.true : syntax.false;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : syntax.null;
  if (typeof value === 'bigint') return value.toString();
  // Multi-line lists end with a comma, as Prettier and Black write them.
  const inner = indent + syntax.indent;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = `[${value.map((item) => literal(item, syntax, indent)).join(', ')}]`;
    if (value.every(isScalar) && inline.length <= inlineWidth) return inline;
    const items = value.map((item) => `${inner}${literal(item, syntax, inner)}`);
    return `[\n${items.join(',\n')},\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const items = entries.map(
      ([key, item]) => `${inner}${syntax.key(key)}: ${literal(item, syntax, inner)}`,
    );
    return `{\n${items.join(',\n')},\n${indent}}`;
  }
  return syntax.null;
}

const cEscapes: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/**
 * A double-quoted string literal as Go, Java, C#, C, Kotlin and Ruby read it; other control
 * characters become `\u00XX`. `hash` also escapes `#` (Ruby would interpolate `#{…}`).
 */
export function cString(text: string, options: { hash?: boolean } = {}): string {
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[\\"\n\r\t\u0000-\u001f\u007f#]/g, (char) => {
    if (char === '#') return options.hash === true ? '\\#' : '#';
    return cEscapes[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `"${escaped}"`;
}

/** A single-quoted string as PHP and Ruby read it: only `\` and `'` are escaped. */
export function singleQuoted(text: string): string {
  return `'${text.replace(/[\\']/g, (char) => `\\${char}`)}'`;
}
