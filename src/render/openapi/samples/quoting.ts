/**
 * String literals of the languages added after the first samples (Swift, Kotlin, Rust, Dart, C,
 * C++, PowerShell): each escapes differently (`$` interpolates in Kotlin and Dart, `\(` in
 * Swift, C has no `\u` for control characters), so a value copied from a spec must go through
 * its own language's quoting to survive a copy and paste.
 *
 * @module
 */

/** `text` with `\`, `"` and control characters escaped by `escape`. */
function escaped(text: string, extra: RegExp, escape: (char: string) => string): string {
  // eslint-disable-next-line no-control-regex
  const controls = /[\\"\n\r\t\u0000-\u001f\u007f]/;
  const pattern = new RegExp(`${controls.source}|${extra.source}`, 'g');
  return text.replace(pattern, (char) => {
    if (char === '\\' || char === '"') return `\\${char}`;
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return escape(char);
  });
}

const hex = (char: string): string => char.charCodeAt(0).toString(16);

/** A Swift string literal: `\(` cannot start an interpolation once `\` is escaped. */
export function swiftString(text: string): string {
  return `"${escaped(text, /(?!)/, (char) => `\\u{${hex(char)}}`)}"`;
}

/** A Rust string literal. */
export function rustString(text: string): string {
  return `"${escaped(text, /(?!)/, (char) => `\\u{${hex(char)}}`)}"`;
}

/** A Kotlin string literal: `$` is escaped, as it starts a template. */
export function kotlinString(text: string): string {
  return `"${escaped(text, /\$/, (char) => (char === '$' ? '\\$' : `\\u${hex(char).padStart(4, '0')}`))}"`;
}

/** A Dart string literal in single quotes: `$` is escaped, as it starts an interpolation. */
export function dartString(text: string): string {
  // eslint-disable-next-line no-control-regex
  const body = text.replace(/[\\'$\n\r\t\u0000-\u001f\u007f]/g, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    if (char === '\\' || char === "'" || char === '$') return `\\${char}`;
    return `\\u{${hex(char)}}`;
  });
  return `'${body}'`;
}

/**
 * A C (and C++) string literal. Other control characters become three-digit octal escapes: a
 * `\x` escape would swallow a hex digit that follows, and `\u` may not name a control character.
 */
export function cLiteral(text: string): string {
  return `"${escaped(text, /\?(?=\?)/, (char) => (char === '?' ? '\\?' : `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`))}"`;
}

/**
 * A multi-line text as C string literals, one per line (the compiler joins adjacent literals),
 * indented by `indent` after the first.
 */
export function cLines(text: string, indent: string): string {
  const lines = text.split('\n');
  return lines
    .map((line, index) => cLiteral(index < lines.length - 1 ? `${line}\n` : line))
    .join(`\n${indent}`);
}

/** A PowerShell string in single quotes: only `'` is special, written twice. */
export function powershellString(text: string): string {
  return `'${text.replace(/['\u2018\u2019\u201a\u201b]/g, (char) => char + char)}'`;
}

/**
 * The fewest `#` that let a raw string hold `text`: Rust's `r#"…"#` and Swift's `#"""…"""#` end
 * at a quote followed by that many `#` (and Swift reads `\#` as an escape): `closings` are the
 * texts that, followed by the hashes, would end or break the string.
 */
export function rawHashes(text: string, ...closings: string[]): string {
  let hashes = '#';
  while (closings.some((closing) => text.includes(closing + hashes))) hashes += '#';
  return hashes;
}
