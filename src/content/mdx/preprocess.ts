/**
 * Source fixes applied before MDX parsing, for syntax real docs use that MDX itself rejects.
 * Every fix keeps line numbers, so parse errors still point at the author's line.
 *
 * - CRLF and lone CR line endings become LF.
 * - A custom heading id (`### Title {#custom-id}`) is cut from the heading line and remembered
 *   by line number: in MDX, `{#custom-id}` would be a (broken) JavaScript expression.
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

export function preprocessMdx(source: string): Preprocessed {
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const headingIds = new Map<number, string>();
  if (!text.includes('{#')) return { text, headingIds };

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
    const match = customId.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      lines[index] = match[1];
      headingIds.set(index + 1, match[2]);
    }
  }
  return { text: lines.join('\n'), headingIds };
}
