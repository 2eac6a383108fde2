/**
 * The info string of a code fence (```` ```ts app.ts {1,3-5} lines ````): language, title, line
 * highlights, display flags, written the ways docs sites write them.
 *
 * @module
 */
import { normalizeLanguage } from './languages.ts';
import { addLineRanges } from './line-ranges.ts';

/** What a fence's info string asks for. */
export interface CodeMeta {
  /** Canonical language name (`ts` → `typescript`); absent for a fence without one. */
  lang?: string;
  /** Caption above the block, usually a file name (`app.ts`, `Response 200`). */
  title?: string;
  /** 1-based lines to highlight, from `{1,3-5}`, `highlight={…}` or `lines={…}`. */
  highlight: Set<number>;
  /** Show line numbers (`lines`, `lineNumbers`, `showLineNumbers`). */
  lineNumbers: boolean;
  /** Wrap long lines instead of scrolling (`wrap`). */
  wrap: boolean;
  /** Icon name shown beside the title (`icon="python"`). */
  icon?: string;
  /** 1-based lines to keep in focus, the others dimmed (`focus={2-4}`). */
  focus?: Set<number>;
  /** Collapse a long block behind an expand button (`expandable`). */
  expandable?: boolean;
  /** No copy button (`nocopy`, or ```` ```nocopy ```` for a block without a language). */
  noCopy?: boolean;
  /** Mermaid: show the zoom and pan controls (`actions={true}`) or never (`actions={false}`). */
  actions?: boolean;
  /** Mermaid: the corner of the controls (`placement="top-left"`). */
  placement?: string;
}

/** Bare words that are flags, never part of the title. Case-sensitive, as authors write them. */
const lineNumberFlags = new Set(['lines', 'lineNumbers', 'showLineNumbers']);
/**
 * `twoslash` asks for type information on hover, which needs the TypeScript compiler at build
 * time: Folio reads the word (so it never becomes part of the title) and shows the code as is.
 */
const ignoredFlags = new Set(['twoslash']);
const knownFlags = new Set([...lineNumberFlags, ...ignoredFlags, 'wrap', 'expandable', 'nocopy']);
/** The language word of a fence that only asks for no copy button: the block is plain text. */
const NO_COPY_LANGUAGE = 'nocopy';

/** The corners a mermaid diagram's controls may sit in. */
const placements = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

/** Keys whose value is the title. */
const titleKeys = new Set(['title', 'filename', 'file']);
/** Keys whose value is a list of lines to highlight (`lines` only when it is not `true`/`false`). */
const highlightKeys = new Set(['highlight', 'hl_lines', 'mark', 'lines']);

/**
 * Parses a fence's language and meta, as remark gives them (`lang` is the first word of the info
 * string, `meta` the rest). Words that are a `{ranges}` group, a `key=value` pair (value bare,
 * `"quoted"`, `'quoted'` or `{braced}`) or a known flag are read as such; every other word is
 * part of the title, so a title may contain spaces (`Response 200`). `title="…"` wins over bare
 * words. Unknown keys are ignored; unknown bare words are title.
 */
export function parseCodeMeta(lang: string | undefined, meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), lineNumbers: false, wrap: false };
  const { name, rest } = splitLanguage(lang ?? '');
  if (name === NO_COPY_LANGUAGE) result.noCopy = true;
  else if (name) result.lang = normalizeLanguage(name);

  const titleWords: string[] = [];
  let explicitTitle: string | undefined;
  for (const word of splitMetaWords([rest, meta ?? ''].join(' '))) {
    if (word.startsWith('{')) {
      addLineRanges(word, result.highlight);
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)=(.*)$/s.exec(word);
    if (pair) {
      const title = applyKey(result, pair[1] ?? '', unwrap(pair[2] ?? ''));
      if (title !== undefined) explicitTitle = title;
      continue;
    }
    if (knownFlags.has(word)) {
      applyFlag(result, word, true);
      continue;
    }
    titleWords.push(isQuoted(word) ? word.slice(1, -1) : word);
  }

  const title = (explicitTitle ?? titleWords.join(' ')).trim();
  if (title) result.title = title;
  return result;
}

/**
 * Splits `meta` at whitespace, keeping a `"quoted"` / `'quoted'` value or a `{braced}` group
 * whole when it starts a word or follows `=` (so `Let's go` stays two plain words).
 */
export function splitMetaWords(meta: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: string | undefined;
  let depth = 0;
  for (const char of meta) {
    const atValueStart = word === '' || word.endsWith('=');
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (depth > 0) {
      if (char === '{') depth++;
      if (char === '}') depth--;
    } else if (/\s/.test(char)) {
      if (word) words.push(word);
      word = '';
      continue;
    } else if (atValueStart && (char === '"' || char === "'")) {
      quote = char;
    } else if (atValueStart && char === '{') {
      depth = 1;
    }
    word += char;
  }
  if (word) words.push(word);
  return words;
}

/** Splits `js{1,3}` (Gatsby style) or a language followed by more words into name and rest. */
function splitLanguage(lang: string): { name: string; rest: string } {
  const trimmed = lang.trim();
  const space = trimmed.search(/\s/);
  const first = space === -1 ? trimmed : trimmed.slice(0, space);
  const after = space === -1 ? '' : trimmed.slice(space + 1);
  const brace = /^([^{]+)(\{[^}]*\})$/.exec(first);
  if (brace) return { name: brace[1] ?? '', rest: `${brace[2] ?? ''} ${after}` };
  return { name: first, rest: after };
}

/** Applies `key=value` to `result`; returns the title when the key names one. */
function applyKey(result: CodeMeta, key: string, value: string): string | undefined {
  if (titleKeys.has(key)) return value;
  if (knownFlags.has(key) && (value === 'true' || value === 'false')) {
    applyFlag(result, key, value === 'true');
  } else if (highlightKeys.has(key)) {
    addLineRanges(value, result.highlight);
  } else if (key === 'focus') {
    const focus = result.focus ?? new Set<number>();
    addLineRanges(value, focus);
    if (focus.size > 0) result.focus = focus;
  } else if (key === 'icon' && value) {
    result.icon = value;
  } else if (key === 'actions' && (value === 'true' || value === 'false')) {
    result.actions = value === 'true';
  } else if (key === 'placement' && placements.has(value)) {
    result.placement = value;
  }
  return undefined;
}

function applyFlag(result: CodeMeta, flag: string, on: boolean): void {
  if (lineNumberFlags.has(flag)) result.lineNumbers = on;
  else if (flag === 'wrap') result.wrap = on;
  else if (flag === 'expandable') result.expandable = on;
  else if (flag === 'nocopy') result.noCopy = on;
}

function isQuoted(word: string): boolean {
  return word.length >= 2 && (word[0] === '"' || word[0] === "'") && word.endsWith(word[0]);
}

/**
 * The value inside quotes or braces (`{"python"}` → `python`), else the value itself. A quote or
 * brace left open reads to the end of the value.
 */
function unwrap(value: string): string {
  let inner = value.trim();
  if (inner.startsWith('{')) inner = inner.slice(1, inner.endsWith('}') ? -1 : undefined).trim();
  const quote = inner[0];
  if (quote === '"' || quote === "'") {
    inner = inner.slice(1, inner.length > 1 && inner.endsWith(quote) ? -1 : undefined);
  }
  return inner;
}
