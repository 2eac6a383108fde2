/**
 * docs.json `variables`: each `{{name}}` in a page or MDX snippet becomes the value docs.json
 * gives `name`, before the MDX is parsed, as the platform replaces them at build time. Names are
 * letters, digits, hyphens (the platform's rule) and underscores; spaces inside the braces are
 * allowed (`{{ version }}`).
 *
 * Where a placeholder stands decides how its value is written:
 * - in code (fenced blocks and `code spans`) as it is: the reader copies it;
 * - everywhere else (prose, headings, tables, link targets, JSX attribute strings) as text: its
 *   characters that MDX or Markdown would read as syntax (`<`, `{`, `*`, ...) become character
 *   references, so a value never becomes markup or code (a value like `<script>` shows as
 *   written).
 *
 * Only when docs.json has `variables`: sites without them write `{{name}}` as literal text in
 * prose and code (templating syntax in examples), which Folio has always shown as written. When
 * docs.json has them, a name it does not define is most likely a typo: a warning (an error under
 * `--strict`) names it at its place, and it is shown as written. The platform fails the build
 * instead; a warning lets the rest of the site build, and `--strict` gives CI the platform's rule.
 *
 * A placeholder's value may be longer or shorter than the placeholder: columns after it on the
 * same line move; lines never do (a line break in a value is written as a reference, or in code
 * as it is, which only happens in code).
 *
 * @module
 */
import type { Diagnostic } from '../../shared/index.ts';
import { didYouMean } from '../../shared/index.ts';

/** The text with its placeholders replaced, and the undefined names found. */
export interface SubstitutedText {
  text: string;
  diagnostics: Diagnostic[];
}

const placeholder = /\{\{\s*([A-Za-z0-9_-]+)\s*\}\}/g;
const fence = /^ {0,3}(`{3,}|~{3,})/;

/** Characters written as references outside code: those Markdown, GFM or MDX give a meaning. */
const syntax = /[&<>{}\\*_`[\]|~#!"'\n\r]/g;

/** Replaces the `{{name}}` placeholders of `source` (the text of `file`) with `variables`. */
export function substituteVariables(
  source: string,
  variables: Readonly<Record<string, string>>,
  file: string,
): SubstitutedText {
  const diagnostics: Diagnostic[] = [];
  if (!source.includes('{{')) return { text: source, diagnostics };
  const lines = source.split('\n');
  let openFence: string | undefined;
  for (const [index, line] of lines.entries()) {
    const marker = fence.exec(line)?.[1];
    if (marker !== undefined) {
      if (openFence === undefined) openFence = marker;
      else if (marker.startsWith(openFence) && line.trim() === marker) openFence = undefined;
    }
    if (!line.includes('{{')) continue;
    const inCode = openFence !== undefined && marker === undefined;
    const replace = (text: string, column: number, code: boolean): string =>
      text.replace(placeholder, (whole, name: string, offset: number) => {
        const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
        if (value === undefined) {
          diagnostics.push(undefinedVariable(name, variables, file, index + 1, column + offset));
          // Shown as written: braces escaped outside code, where MDX would read an expression.
          return code ? whole : escapeText(whole);
        }
        return code ? value : escapeText(value);
      });
    lines[index] = inCode ? replace(line, 1, true) : replaceOutsideCodeSpans(line, replace);
  }
  return { text: lines.join('\n'), diagnostics };
}

/** `line` with `replace` applied to its prose and to its code spans, each as such. */
function replaceOutsideCodeSpans(
  line: string,
  replace: (text: string, column: number, code: boolean) => string,
): string {
  // Odd parts of a split on backtick runs are code spans (near enough for one line).
  let column = 1;
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => {
      const replaced = replace(part, column, index % 2 === 1);
      column += part.length;
      return replaced;
    })
    .join('');
}

/** `text` as literal text in MDX prose and attribute strings. */
function escapeText(text: string): string {
  return text.replace(syntax, (character) => `&#${String(character.codePointAt(0))};`);
}

function undefinedVariable(
  name: string,
  variables: Readonly<Record<string, string>>,
  file: string,
  line: number,
  column: number,
): Diagnostic {
  const near = didYouMean(name, Object.keys(variables));
  return {
    severity: 'warning',
    code: 'undefined-variable',
    message: `{{${name}}} names no variable of docs.json; it is shown as written`,
    hint:
      near === undefined
        ? `Define it in docs.json ("variables": {"${name}": "..."}), or escape the braces (\\{\\{${name}}}) to show them as text.`
        : `Did you mean {{${near}}}? Otherwise define it in docs.json ("variables": {"${name}": "..."}).`,
    position: { file, line, column },
  };
}
