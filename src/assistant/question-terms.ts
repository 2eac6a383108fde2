/**
 * From a question to what retrieval looks up: the words that carry its meaning, and the index
 * terms they stand for. A question is mostly phrasing ("How do I ... ?"); left in, those words
 * match page titles such as "What is Folio" and push the pages that answer down. Words are found
 * as the search module's tokenizer finds them (identifiers such as `docs.json` or `--port` stay
 * whole, punctuation goes), then split and folded as the index splits and folds its text, each
 * with a crude English stem so that `hide` finds `hidden` by prefix.
 *
 * @module
 */
import { expandTerm, tokenize } from '../search/index.ts';

/** A word as the search tokenizer sees one (letters, digits, joined by `-` `.` `:` `/` `@` `'`). */
const WORD =
  /(?:--?)?[\p{L}\p{N}_][\p{L}\p{N}\p{M}_]*(?:(?:::|[-.:/@'\u2019])[\p{L}\p{N}\p{M}_]+)*/gu;

/**
 * Words that only phrase a question: the search module's body stop words, question words,
 * pronouns, auxiliaries, politeness, and the prepositions and quantifiers that only link the
 * words that matter ("inside", "through", "many", "every"). Compared in lower case.
 */
const QUESTION_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by can could do does did doing done for from has have ' +
    'had having i if in into is it its of on or our so than that the their them then there these ' +
    'they this those to was we were which will with would you your yours me my mine myself us ' +
    'am what when where who whom whose why how shall should may might must about any some ' +
    'please tell explain hi hello hey thanks thank just also here want wants need needs ' +
    'possible way ok okay inside outside too very much many more most not no like something ' +
    'anything thing things else still already again instead able really actually currently now ' +
    'through via without within onto upon during while since because whether either both own ' +
    'each every other another such only'
  ).split(' '),
);

/** Contractions whose first half is phrasing: `don't`, `what's`, `isn't`. */
const CONTRACTION_HEADS: ReadonlySet<string> = new Set(
  'don doesn didn isn aren wasn weren won wouldn couldn shouldn haven hasn can let'.split(' '),
);

/** Whether `word` (lower case) only phrases the question. */
function isPhrasing(word: string): boolean {
  if (QUESTION_STOP_WORDS.has(word)) return true;
  const apostrophe = word.search(/['\u2019]/);
  if (apostrophe <= 0) return false;
  const head = word.slice(0, apostrophe);
  return QUESTION_STOP_WORDS.has(head) || CONTRACTION_HEADS.has(head);
}

/**
 * The words of `question` worth searching for, each once, in order: `How do I add a tab to
 * docs.json?` → `['add', 'tab', 'docs.json']`.
 */
export function questionTerms(question: string): string[] {
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const match of question.matchAll(WORD)) {
    const word = match[0];
    const lower = word.toLowerCase();
    if (isPhrasing(lower) || seen.has(lower)) continue;
    seen.add(lower);
    terms.push(word);
  }
  return terms;
}

/**
 * Words that say little in a question about docs ("add", "use", "docs"): dropped from the query
 * when it has other words, kept when they are all it has.
 */
const WEAK_WORDS: ReadonlySet<string> = new Set(
  (
    'add adding use using used set setting make making get getting create creating work works ' +
    'working write writing show showing see find put doc docs documentation up take takes ' +
    'taking took give gives keep keeps happen happens mean means go goes look'
  ).split(' '),
);

/**
 * The words of `question` to search for: its meaningful words, weak ones left out when others
 * remain; none when the question is all phrasing ("What is it?").
 */
export function questionWords(question: string): string[] {
  const terms = questionTerms(question);
  const strong = terms.filter((term) => !WEAK_WORDS.has(term.toLowerCase()));
  return strong.length > 0 ? strong : terms;
}

/** Most question words searched for (a pasted page should not stall the search). */
export const MAX_QUESTION_WORDS = 24;
/** Shortest stem that finds other forms by prefix (shorter ones find too many words). */
const MIN_PREFIX_LENGTH = 3;
/** Shortest term matched to a misspelling of it. */
const MIN_TYPO_LENGTH = 4;
/** Chinese and Japanese text, whose terms are character pairs. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** One term to look up in a search index, as the index spells its terms (folded). */
export interface QueryTerm {
  /** The term: `hidden`, `docsjson`, `--port`, `安装`. */
  text: string;
  /** The start other forms of it share (its stem), found by prefix; none for short terms. */
  prefix?: string | undefined;
  /** Edits a misspelling may be away from it when the index lacks it (0: none). */
  typos: number;
  /** Position of the question word it comes from. */
  word: number;
}

/** A question made ready to rank passages: its words and the terms they stand for. */
export interface QuestionQuery {
  /** The words searched for (see {@link questionWords}); every word when all are phrasing. */
  words: string[];
  terms: QueryTerm[];
}

/**
 * The index terms of `question`: each meaningful word (weak ones left out when others remain,
 * every word when nothing else is left), split and folded as the index splits and folds text
 * (`docs.json` → `docs`, `json`, `docsjson`; Chinese into character pairs), each with its stem
 * for prefix lookups and its typo tolerance.
 */
export function questionQuery(question: string): QuestionQuery {
  let words = questionWords(question);
  if (words.length === 0) {
    words = [...new Set(Array.from(question.matchAll(WORD), (match) => match[0].toLowerCase()))];
  }
  words = words.slice(0, MAX_QUESTION_WORDS);
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  words.forEach((word, position) => {
    for (const token of tokenize(word)) {
      for (const text of expandTerm(token)) {
        if (seen.has(text)) continue;
        seen.add(text);
        terms.push({ text, prefix: prefixOf(text), typos: typosOf(text), word: position });
      }
    }
  });
  return { words, terms };
}

/** The prefix that finds the other forms of `term`: its stem, when long enough. */
function prefixOf(term: string): string | undefined {
  if (CJK.test(term)) return Array.from(term).length === 1 ? term : undefined;
  const base = stem(term);
  return base.length >= MIN_PREFIX_LENGTH ? base : undefined;
}

/** Edits allowed between `term` and a misspelling of it: a fifth of its length, at most 2. */
function typosOf(term: string): number {
  if (term.length < MIN_TYPO_LENGTH || /\d/.test(term) || CJK.test(term)) return 0;
  return Math.min(2, Math.round(term.length * 0.2));
}

/**
 * A crude English stem of a plain word, the start its other forms share, to find them by
 * prefix: `hide` → `hid` (`hidden`, `hiding`), `translated` → `translat`, `groups` → `group`,
 * `stopped` → `stop`, `queries` → `quer`, `approves` → `approv`, `configuration` → `configur`,
 * `deployment` → `deploy`. Other words (identifiers, numbers, non-Latin) as they are.
 */
export function stem(word: string): string {
  if (!/^[A-Za-z]+$/.test(word)) return word;
  const lower = word.toLowerCase();
  let base = inflectionStem(lower);
  base =
    stripSuffix(base, 'ation', 5) ??
    stripSuffix(base, 'ment', 4) ??
    stripSuffix(base, 'ly', 5) ??
    base;
  if (base.length >= 4 && base.endsWith('e')) base = base.slice(0, -1);
  else if (base.length >= 5 && /[^aeiou]y$/.test(base)) base = base.slice(0, -1);
  return base === lower ? word : base;
}

/** `lower` without a plural or verb ending: `-ies`, `-ing`, `-ed` (doubled consonant undone), `-s`. */
function inflectionStem(lower: string): string {
  if (lower.length >= 5 && lower.endsWith('ies')) return lower.slice(0, -3);
  const verb = stripSuffix(lower, 'ing', 3) ?? stripSuffix(lower, 'ed', 4);
  if (verb !== undefined) return /([^aeiouls])\1$/.test(verb) ? verb.slice(0, -1) : verb;
  if (lower.length >= 4 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) {
    return lower.slice(0, -1);
  }
  return lower;
}

/** `word` without `suffix` when at least `keep` letters, a vowel among them, are left. */
function stripSuffix(word: string, suffix: string, keep: number): string | undefined {
  if (!word.endsWith(suffix)) return undefined;
  const base = word.slice(0, -suffix.length);
  return base.length >= keep && /[aeiouy]/.test(base) ? base : undefined;
}
