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

/**
 * The checks of each of `files`, whose texts `sourceOf` gives; `cut: false` checks all whole.
 * `memo` gives what an earlier run worked out from texts that have not changed since.
 */
export function checkParts(
  files: readonly string[],
  sourceOf: (file: string) => string,
  cut = true,
  memo: CheckMemo = CheckMemo.open('', undefined, ''),
): Map<string, CheckPart[]> {
  // Versioned sites repeat most page texts many times: each text is cut and keyed once (per
  // folder, when its keys depend on the folder). Callers keep no page texts (a 25,000-page site
  // has 250 MB), so a page is read here at most once, and again below only if it is cut into
  // runs whose keys are not remembered.
  const cuts = new Map<string, TextCut>();
  const textOf = new Map<string, string>();
  // How many distinct page texts hold each block.
  const holders = new Map<string, number>();
  for (const file of files) {
    let source: string | undefined;
    const read = (): string => (source ??= sourceOf(file));
    const text = memo.keyOf(file, () => checkKey(file, read()));
    textOf.set(file, text);
    if (!cut || cuts.has(text)) continue;
    const cutInto = memo.cutOf(text, () => cutOf(file, read()));
    cuts.set(text, cutInto);
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
export function wholePart(file: string, source: string): CheckPart {
  return { key: checkKey(file, source), item: file, line: 0 };
}

/** `file`'s text `source` cut into blocks, each with its key, or null when it is checked whole. */
function cutOf(file: string, source: string): TextCut {
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
  { sourceOf, memo }: { sourceOf: (file: string) => string; memo: CheckMemo },
): (PageBlock & { key: string })[] {
  if (runs.length < 2) return [];
  let source: string | undefined;
  return runs.map((run) => ({
    ...run,
    key: memo.runKeyOf(text, run.start, run.end, () =>
      checkKey(file, (source ??= sourceOf(file)).slice(run.start, run.end)),
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

/**
 * What a check depends on besides Folio and the folder's file list: its text and kind (`.md` or
 * `.mdx`), and its folder when the text may import a file or show an image by a relative path
 * (a missing image is reported with the path it was looked for at).
 */
export function checkKey(file: string, source: string): string {
  // `includes` first: the regular expressions are slow over the text of thousands of pages.
  const relative =
    (['"./', "'./", '"../', "'../"].some((start) => source.includes(start)) &&
      relativeImport.test(source)) ||
    ((source.includes('](') || source.includes('src') || source.includes('img')) &&
      relativeReference.test(source));
  const folder = relative ? path.dirname(file) : '';
  return `${hashText(source)}${path.extname(file)}\0${folder}`;
}
