/**
 * The class names a page or snippet writes, as Tailwind candidates: the values of `class` and
 * `className` attributes in its source. Only what the source spells out counts: string literals
 * (`className="hidden dark:block"`, `class='grid'`, `className={"a"}`), the static parts of
 * template literals (`` className={`w-full ${wide}`} ``), and the string literals of an
 * expression (`className={open ? "block" : "hidden"}`). A class built at run time from pieces
 * (`"grid-cols-" + n`) cannot be seen, the same limit the hosted platform has.
 *
 * Reading the source text is cheaper than walking each page's compiled tree, and it gives the
 * same answer for a page whether it is rendered or taken from the build cache.
 *
 * @module
 */

/** A candidate longer than this is not a class anyone writes by hand. */
export const MAX_CANDIDATE_LENGTH = 256;

/** `class=` or `className=` where an attribute may start (after a space, a tag name, a brace). */
const ATTRIBUTE = /(?<![\w$.-])class(?:Name)?\s*=\s*/g;

/** Adds the candidates of `source` to `into` (a set, so each is counted once per site). */
export function addClassCandidates(source: string, into: Set<string>): void {
  if (!source.includes('class')) return;
  for (const match of source.matchAll(ATTRIBUTE)) {
    const start = match.index + match[0].length;
    const first = source[start];
    if (first === '"' || first === "'") {
      const end = source.indexOf(first, start + 1);
      if (end !== -1) addWords(source.slice(start + 1, end), into);
    } else if (first === '{') {
      for (const text of expressionStrings(source, start)) addWords(text, into);
    }
  }
}

/** The candidates of one source, in the order they first appear. */
export function classCandidates(source: string): string[] {
  const found = new Set<string>();
  addClassCandidates(source, found);
  return [...found];
}

function addWords(text: string, into: Set<string>): void {
  for (const word of text.split(/\s+/)) {
    if (word !== '' && word.length <= MAX_CANDIDATE_LENGTH) into.add(word);
  }
}

/** A JSX expression stops here at the latest: class expressions are short. */
const MAX_EXPRESSION = 2000;

/**
 * The string literals and template literals' static parts of the JSX expression whose `{` is at
 * `open`, up to its matching `}` (or {@link MAX_EXPRESSION} characters, for a brace never closed).
 */
function expressionStrings(source: string, open: number): string[] {
  const texts: string[] = [];
  const limit = Math.min(source.length, open + MAX_EXPRESSION);
  let depth = 0;
  let index = open;
  while (index < limit) {
    const char = source[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) break;
    } else if (char === '"' || char === "'") {
      const end = source.indexOf(char, index + 1);
      if (end === -1 || end > limit) break;
      texts.push(source.slice(index + 1, end));
      index = end;
    } else if (char === '`') {
      index = templateParts(source, index, limit, texts);
    }
    index += 1;
  }
  return texts;
}

/**
 * Adds the static parts of the template literal opening at `open` to `texts`; returns the index
 * of its closing backtick. A `${…}` part splits words: `w-${n}` gives no candidate `w-`, since
 * a candidate cut at a placeholder is only a prefix.
 */
function templateParts(source: string, open: number, limit: number, texts: string[]): number {
  let part = '';
  let index = open + 1;
  while (index < limit) {
    const char = source.charAt(index);
    if (char === '`') break;
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '$' && source[index + 1] === '{') {
      texts.push(part.replace(/\S+$/, ''));
      part = '';
      let depth = 0;
      for (; index < limit; index += 1) {
        if (source[index] === '{') depth += 1;
        else if (source[index] === '}' && --depth === 0) break;
      }
      // Text glued to the placeholder's end is a suffix, not a class.
      const rest = /^[^\s`]*/.exec(source.slice(index + 1, limit))?.[0] ?? '';
      index += 1 + rest.length;
      continue;
    }
    part += char;
    index += 1;
  }
  texts.push(part);
  return index;
}
