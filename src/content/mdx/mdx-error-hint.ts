/**
 * How to fix the MDX parse errors authors hit most, keyed by the parser's message.
 *
 * @module
 */

const hints: [RegExp, string][] = [
  [
    /before name, expected a character that can start a name/i,
    'HTML comments (<!-- -->) are not MDX: write {/* comment */}; a literal "<" must be written &lt;.',
  ],
  [
    /Expected a closing tag for `<([^>]*)>`/i,
    'Close the component (</$1>) or make it self-closing (<$1 />).',
  ],
  [
    /Unexpected closing tag `<\/([^>]*)>`/i,
    'A closing tag has no matching opening tag: check the nesting around </$1>.',
  ],
  [
    /Could not parse expression with acorn/i,
    'Braces start a JavaScript expression in MDX: escape a literal brace as \\{ or put the text in `code`.',
  ],
  [
    /Unexpected end of file in expression/i,
    'A { has no matching }: escape a literal brace as \\{.',
  ],
  [
    /Unexpected character .* in (attribute|name)/i,
    'Check the component\'s attributes: values are "strings" or {expressions}.',
  ],
  [
    /Unexpected lazy line/i,
    'Indent every line of the block (list item or quote) the same way as the first.',
  ],
];

export function mdxErrorHint(reason: string): string | undefined {
  for (const [pattern, hint] of hints) {
    const match = pattern.exec(reason);
    if (match) return hint.replaceAll('$1', match[1] ?? '');
  }
  return undefined;
}
