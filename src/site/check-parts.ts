/**
 * What `folio validate` checks each page as: the whole page, or, for a large page that shares
 * blocks with other pages (see `pageBlocks`), those shared blocks one by one and the runs of
 * blocks between them. A check is run once per distinct key, so a shared block is checked once
 * for all the pages that hold it. Pages that share nothing are checked whole, as cutting them
 * would only add checks.
 *
 * @module
 */
import path from 'node:path/posix';
import { hashText } from './cached-html.ts';
import { CheckMemo } from './check-memo.ts';
import type { TextCut } from './check-memo.ts';
import { pageBlocks } from '../content/index.ts';
import type { PageBlock } from '../content/index.ts';

/** One check a page is made of. */
export interface CheckPart {
  /** What the check depends on (see `checkKey`): equal keys give equal results. */
  key: string;
  /** The check's item in the queue: `file`, or `file\0start\0end` for a part of its text. */
  item: string;
  /** Lines of the page before the part (what positions in its results are shifted by). */
  line: number;
}

/** A page's text, or its bytes as read (UTF-8): keys are made from either without decoding. */
export type PageSource = string | Buffer;

/**
 * Keys and cuts made on other threads (see `CheckThreads`), reading the pages from the folder
 * themselves: what one thread gives of them, it need not make.
 */
export interface PartsHelp {
  /** The keys (see `checkKey`) of the pages `files`, some or all of them. */
  keys(files: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** The cuts (see `cutOf`) of the pages `files`, some or all of them, by file. */
  cuts(files: readonly string[]): Promise<ReadonlyMap<string, TextCut>>;
}

export interface CheckPartsOptions {
  /** Cut large pages into blocks (default true); else every page is checked whole. */
  cut?: boolean | undefined;
  /** What an earlier run worked out from texts that have not changed since. */
  memo?: CheckMemo | undefined;
  /** Other threads that read, key and cut pages as well (only when `sourceOf` reads the folder). */
  help?: PartsHelp | undefined;
}

/** The checks of each of `files`, whose texts `sourceOf` gives. */
export async function checkParts(
  files: readonly string[],
  sourceOf: (file: string) => PageSource,
  { cut = true, memo = CheckMemo.open('', undefined, ''), help }: CheckPartsOptions = {},
): Promise<Map<string, CheckPart[]>> {
  // Versioned sites repeat most page texts many times: each text is cut and keyed once (per
  // folder, when its keys depend on the folder). Callers keep no page texts (a 25,000-page site
  // has 250 MB), so a page is read here at most once (with help, a text's first page once more,
  // on the thread that cuts it), and again below only if it is cut into runs whose keys are not
  // remembered.
  const keysMade = help
    ? await help.keys(files.filter((file) => !memo.knowsFile(file)))
    : new Map<string, string>();
  const textOf = new Map<string, string>();
  /** Each distinct text's first page. */
  const firstFile = new Map<string, string>();
  const cuts = new Map<string, TextCut>();
  for (const file of files) {
    let source: PageSource | undefined;
    const read = (): PageSource => (source ??= sourceOf(file));
    const text = memo.keyOf(file, () => keysMade.get(file) ?? checkKey(file, read()));
    textOf.set(file, text);
    if (firstFile.has(text)) continue;
    firstFile.set(text, file);
    // Alone, this thread cuts a new text at once, from the bytes it has just read.
    if (cut && !help)
      cuts.set(
        text,
        memo.cutOf(text, () => cutOf(file, asText(read()))),
      );
  }
  if (cut && help) {
    const uncut = [...firstFile].flatMap(([text, file]) => (memo.knowsCut(text) ? [] : [file]));
    const cutsMade = await help.cuts(uncut);
    for (const [text, file] of firstFile) {
      const cutInto = memo.cutOf(text, () => {
        const made = cutsMade.get(file);
        return made === undefined ? cutOf(file, asText(sourceOf(file))) : made;
      });
      cuts.set(text, cutInto);
    }
  }
  // How many distinct page texts hold each block.
  const holders = new Map<string, number>();
  for (const cutInto of cuts.values()) {
    for (const key of new Set(cutInto?.keys)) holders.set(key, (holders.get(key) ?? 0) + 1);
  }

  const runsOf = new Map<string, (PageBlock & { key: string })[]>();
  const parts = new Map<string, CheckPart[]>();
  for (const [file, text] of textOf) {
    const cutInto = cuts.get(text);
    let runs = runsOf.get(text);
    if (cutInto && !runs) {
      runs = keyedRuns(file, text, sharedRuns(cutInto.sections, cutInto.keys, holders), {
        sourceOf,
        memo,
      });
      runsOf.set(text, runs);
    }
    if (!runs || runs.length < 2) {
      parts.set(file, [{ key: text, item: file, line: 0 }]);
      continue;
    }
    parts.set(
      file,
      runs.map(({ key, start, end, line }) => ({
        key,
        item: `${file}\0${String(start)}\0${String(end)}`,
        line,
      })),
    );
  }
  return parts;
}

/** The check of the whole of `file`, whose text is `source`. */
export function wholePart(file: string, source: PageSource): CheckPart {
  return { key: checkKey(file, source), item: file, line: 0 };
}

/** `file`'s text `source` cut into blocks, each with its key, or null when it is checked whole. */
export function cutOf(file: string, source: string): TextCut {
  const sections = pageBlocks(source, file);
  if (!sections) return null;
  return {
    sections,
    keys: sections.map((section) => checkKey(file, source.slice(section.start, section.end))),
  };
}

/**
 * `runs` of `file`, whose text is keyed `text`, with their keys; none for a page that is one run
 * (it is checked whole).
 */
function keyedRuns(
  file: string,
  text: string,
  runs: readonly PageBlock[],
  { sourceOf, memo }: { sourceOf: (file: string) => PageSource; memo: CheckMemo },
): (PageBlock & { key: string })[] {
  if (runs.length < 2) return [];
  let source: string | undefined;
  return runs.map((run) => ({
    ...run,
    key: memo.runKeyOf(text, run.start, run.end, () =>
      checkKey(file, (source ??= asText(sourceOf(file))).slice(run.start, run.end)),
    ),
  }));
}

/** `sections` with each run of blocks no other page text holds joined into one. */
function sharedRuns(
  sections: readonly PageBlock[],
  keys: readonly string[],
  holders: ReadonlyMap<string, number>,
): PageBlock[] {
  const runs: PageBlock[] = [];
  let previousShared = true;
  sections.forEach((section, index) => {
    const shared = (holders.get(keys[index] ?? '') ?? 0) > 1;
    const last = runs.at(-1);
    if (last && !shared && !previousShared) last.end = section.end;
    else runs.push({ ...section });
    previousShared = shared;
  });
  return runs;
}

/** An `import`/`export` line naming a relative path (also matched inside code blocks: harmless). */
const relativeImport = /^[ \t]*(?:import|export)\b[^\n]*["']\.\.?\//m;
/** A link, image, `src` or `img` whose path is relative to the page (not `/…`, `#…` or `scheme:…`). */
const relativeReference =
  /(?:\]\(\s*<?|\b(?:src|img)\s*=\s*\{?\s*["'`])(?![/#]|[a-z][a-z\d+.-]*:)/i;

/** What the regular expressions above look for begins with one of these (as `includes` finds). */
const IMPORT_HINTS = ['"./', "'./", '"../', "'../"];
const REFERENCE_HINTS = ['](', 'src', 'img'];

/**
 * What a check depends on besides Folio and the folder's file list: its text and kind (`.md` or
 * `.mdx`), and its folder when the text may import a file or show an image by a relative path
 * (a missing image is reported with the path it was looked for at). Given the bytes of a page
 * as read, the key is the same as for its text (the hash is of the UTF-8), and the bytes are
 * decoded only when a regular expression must run: on a 25,000-page site, hashing each page's
 * bytes rather than its decoded text took 0.6 s instead of 1.1 s.
 */
export function checkKey(file: string, source: PageSource): string {
  let text: string | undefined;
  const decoded = (): string => (text ??= asText(source));
  const has = (hint: string): boolean => source.includes(hint);
  // `includes` first: the regular expressions are slow over the text of thousands of pages.
  const relative =
    (IMPORT_HINTS.some(has) && relativeImport.test(decoded())) ||
    (REFERENCE_HINTS.some(has) && relativeReference.test(decoded()));
  const folder = relative ? path.dirname(file) : '';
  return `${hashText(source)}${path.extname(file)}\0${folder}`;
}

/** `source` as text. */
function asText(source: PageSource): string {
  return typeof source === 'string' ? source : source.toString('utf8');
}
