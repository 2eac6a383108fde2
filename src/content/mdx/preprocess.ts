/**
 * Source fixes applied before MDX parsing, for syntax real docs use that MDX itself rejects.
 * Every fix keeps line numbers, so parse errors still point at the author's line.
 *
 * - CRLF and lone CR line endings become LF.
 * - A custom heading id (`### Title {#custom-id}`) is cut from the heading line and remembered
 *   by line number: in MDX, `{#custom-id}` would be a (broken) JavaScript expression.
 * - A type with several parameters written in prose outside code (`Map<String, String>`) gets its
 *   `<` escaped: no JSX tag name is followed by a comma, so it can only be text.
 *
 * @module
 */

export interface Preprocessed {
  /** The source to hand to the MDX parser. */
  text: string;
  /** Custom heading ids by 1-based line number. */
  headingIds: Map<number, string>;
}

const fence = /^ {0,3}(`{3,}|~{3,})/;
const customId = /^(\s{0,3}#{1,6}\s.*?)\s*\{#([\w\-.:]+)\}\s*$/;

/** `<Name,` (a type parameter list), not after a backslash. */
const typeParameters = /(?<!\\)<(?=[A-Za-z_$][\w$.]*\s*,)/g;

export function preprocessMdx(source: string): Preprocessed {
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const headingIds = new Map<number, string>();
  if (!text.includes('{#') && !/<[A-Za-z_$][\w$.]*\s*,/.test(text)) return { text, headingIds };

  const lines = text.split('\n');
  let openFence: string | undefined;
  for (const [index, line] of lines.entries()) {
    const marker = fence.exec(line)?.[1];
    if (marker !== undefined) {
      if (openFence === undefined) openFence = marker;
      else if (marker.startsWith(openFence)) openFence = undefined;
      continue;
    }
    if (openFence !== undefined) continue;
    if (line.includes('<') && !/^(export|import)\s/.test(line)) {
      lines[index] = escapeTypeParameters(line);
    }
    const match = customId.exec(lines[index] ?? line);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      lines[index] = match[1];
      headingIds.set(index + 1, match[2]);
    }
  }
  return { text: lines.join('\n'), headingIds };
}

/** `line` with the `<` of each type parameter list outside `code spans` escaped. */
function escapeTypeParameters(line: string): string {
  // Odd parts of a split on backtick runs are inside code spans (near enough for one line).
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(typeParameters, '\\<')))
    .join('');
}
