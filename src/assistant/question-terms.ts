/**
 * From a question to a search query: the words that carry its meaning. A question is mostly
 * phrasing ("How do I ... ?"); left in, those words match page titles such as "What is Folio"
 * and push the pages that answer down. Words are found as the search module's tokenizer finds
 * them (identifiers such as `docs.json` or `--port` stay whole, punctuation goes).
 *
 * @module
 */

/** A word as the search tokenizer sees one (letters, digits, joined by `-` `.` `:` `/` `@` `'`). */
const WORD =
  /(?:--?)?[\p{L}\p{N}_][\p{L}\p{N}\p{M}_]*(?:(?:::|[-.:/@'\u2019])[\p{L}\p{N}\p{M}_]+)*/gu;

/**
 * Words that only phrase a question: the search module's body stop words, question words,
 * pronouns, auxiliaries and politeness. Compared in lower case.
 */
const QUESTION_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by can could do does did doing done for from has have ' +
    'had having i if in into is it its of on or our so than that the their them then there these ' +
    'they this those to was we were which will with would you your yours me my mine myself us ' +
    'am what when where who whom whose why how shall should may might must about any some ' +
    'please tell explain hi hello hey thanks thank just also here want wants need needs ' +
    'possible way ok okay'
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
    'working write writing show showing see find put doc docs documentation up'
  ).split(' '),
);

/** Most words a query may have for the search to match each by prefix (see `query`). */
const LOOSE_TERMS = 10;

/**
 * The search query for `question`: its meaningful words with their stems (`hide` → `hid`, which
 * finds `hidden` by prefix), or the question itself when nothing else is left ("What is it?"),
 * so a search always has something to look for.
 */
export function questionQuery(question: string): string {
  return questionSearch(question).text;
}

/** A question made ready to search: the query text, and the words it is made of. */
export interface QuestionSearch {
  /** The query (see {@link questionQuery}). */
  text: string;
  /** The question's meaningful words, weak ones left out when others remain; no stems. */
  words: string[];
}

/** The query of `question` and its words (see {@link questionQuery}). */
export function questionSearch(question: string): QuestionSearch {
  const terms = questionTerms(question);
  if (terms.length === 0) return { text: question.trim(), words: [] };
  const strong = terms.filter((term) => !WEAK_WORDS.has(term.toLowerCase()));
  const words = strong.length > 0 ? strong : terms;
  const withStems = [...new Set(words.flatMap((word) => [word, stem(word)]))];
  return { text: (withStems.length <= LOOSE_TERMS ? withStems : words).join(' '), words };
}

/**
 * A crude English stem of a plain word, found by prefix in its other forms: `hide` → `hid`
 * (`hidden`, `hiding`), `translated` → `translat`, `groups` → `group`. Other words as they are.
 */
export function stem(word: string): string {
  if (!/^[A-Za-z]+$/.test(word)) return word;
  const lower = word.toLowerCase();
  if (lower.length >= 6 && lower.endsWith('ing')) return lower.slice(0, -3);
  if (lower.length >= 5 && lower.endsWith('ed')) return lower.slice(0, -2);
  if (lower.length >= 4 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) {
    return lower.slice(0, -1);
  }
  if (lower.length >= 4 && lower.endsWith('e')) return lower.slice(0, -1);
  return word;
}
