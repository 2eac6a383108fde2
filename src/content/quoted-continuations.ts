/**
 * Frontmatter written for the platform's YAML reader may continue a quoted value on lines that
 * start at the margin:
 *
 * ```yaml
 * description: "first line
 * second line"
 * ```
 *
 * The reader those sites are written for folds such lines into the value; the `yaml` package
 * (strict about indentation) reports "Missing closing quote" instead. This indents those lines,
 * and only those, so the same text parses to the same value. The line count does not change, so
 * line numbers of keys and errors stay those of the page.
 *
 * @module
 */

const QUOTED_VALUE = /^(?:[^\s#'"][^:]*|"[^"]*"|'[^']*'):[ \t]+(["'])/;

/**
 * `yamlText` with the continuation lines of unclosed quoted values indented by two spaces, or
 * undefined when no line needed it (so re-parsing would change nothing).
 */
export function indentQuotedContinuations(yamlText: string): string | undefined {
  const lines = yamlText.split('\n');
  let quote: string | undefined;
  let changed = false;
  for (const [index, line] of lines.entries()) {
    if (quote === undefined) {
      const match = QUOTED_VALUE.exec(line);
      if (!match?.[1]) continue;
      quote = match[1];
      if (closes(line.slice(match[0].length), quote)) quote = undefined;
      continue;
    }
    if (/^\S/.test(line)) {
      lines[index] = `  ${line}`;
      changed = true;
    }
    if (closes(line, quote)) quote = undefined;
  }
  return changed ? lines.join('\n') : undefined;
}

/** Whether `text` (inside a value quoted with `quote`) holds its closing quote. */
function closes(text: string, quote: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote === '"' && char === '\\') index++;
    else if (char === quote) {
      // In single quotes, '' is an escaped quote.
      if (quote === "'" && text[index + 1] === "'") index++;
      else return true;
    }
  }
  return false;
}
