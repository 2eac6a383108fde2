/**
 * Ranking the sections of one search index for a question, straight from the index's compact
 * postings (the data the browser's search loads; no search engine is built). Records are scored
 * with BM25 over the fields the site's search weighs (page title, heading, text, and the page
 * title repeated on sections, with the same weights and page boosts), fitted to questions:
 *
 * - a question word's forms count as one term: the word, the forms its stem finds (`hide`
 *   → `hidden`, `hides`; the further from the word, the less each counts) and, for a word the
 *   index lacks, spellings one or two edits away. Their frequencies are pooled before BM25
 *   saturates them, so a section full of `payload.text`, `payload.items`... does not win on
 *   `payload` alone, and each field's rarity is counted among the records that have the field;
 * - a record is read with its page's title and description (at half weight): a section of the
 *   page "Hidden pages" is about hiding pages even where its text does not say so;
 * - a record's score is scaled by the square of the share of the question it covers, each word
 *   weighted by its rarity, so a section that matches "payload" and "limit" beats one that
 *   matches only "payload" many times;
 * - a section scores as its best record; only the best sections become hits.
 *
 * What a search needs is laid out once, when the index is loaded (terms sorted for prefix
 * lookups, length norms, page boosts); a search then walks the postings of its terms into
 * arrays allocated once per index.
 *
 * @module
 */
import type { SearchIndex } from '../search/index.ts';
import { bestFirst } from './best-first.ts';
import { editDistance } from '../shared/index.ts';
import type { QueryTerm } from './question-terms.ts';

/** Field weights, as the site's search weighs them (the page title repeated on sections least). */
const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  title: 4,
  heading: 2.5,
  body: 1,
  page: 0.6,
};
/** The field that only repeats the page title on section records: it never makes a hit alone. */
const CONTEXT_FIELD = 'page';
/** BM25 parameters: term frequency saturation and length normalisation. */
const K = 1.2;
const B = 0.7;

/** Weight of a form found by stem, before its length difference is counted (see `formWeight`). */
const STEM_WEIGHT = 0.8;
/** Weight of a spelling found by edit distance. */
const TYPO_WEIGHT = 0.45;
/** Most forms one term's stem may bring in, the closest in length first. */
const MAX_STEM_FORMS = 32;
/** Most spellings a term the index lacks may be matched to. */
const MAX_TYPO_FORMS = 8;
/** Exponent of the share of the question covered, in the score. */
const COVERAGE_POWER = 2;
/** How much of the score of its page's title and description a record adds to its own. */
const PAGE_CONTEXT = 0.5;

/** A section as ranked: its position in the index, its score and the words it covered. */
export interface RankedSection {
  section: number;
  score: number;
  /** Bit `i` is set when the section's best record matched question word `i`. */
  words: number;
}

/** What {@link PassageIndex.rank} found. */
export interface Ranking {
  /** The best sections, best first. */
  sections: RankedSection[];
  /** By question word, the index's spellings of the terms it lacks, found by edit distance. */
  spellings: string[][];
}

/** Options of {@link PassageIndex.rank}. */
export interface RankOptions {
  /** Most sections to return. */
  limit: number;
  /** Most sections from one page. */
  perPage: number;
  /** Pages whose sections may be returned (all when absent). */
  pageFilter?: ((page: number) => boolean) | undefined;
}

/** One term's row in the index's compact data: the term, then its postings per field. */
type CompactTerm = SearchIndex['data']['terms'][number];

/** A form of a query term found in the index: its row and its weight. */
interface Form {
  row: number;
  weight: number;
  /** Found by edit distance. */
  typo?: boolean;
}

/** The ranking structures of one {@link SearchIndex} (see the module comment). */
export class PassageIndex {
  readonly index: SearchIndex;
  /** The index's terms, sorted, and their postings rows in `index.data.terms`. */
  readonly #terms: string[];
  readonly #rows: Int32Array;
  readonly #termIds = new Map<string, number>();
  /** Per field: records that have it, and each record's length norm. */
  readonly #fieldRecords: Int32Array;
  readonly #norms: Float64Array[];
  readonly #fieldWeights: Float64Array;
  readonly #contextField: number;
  readonly #recordBoost: Float64Array;
  readonly #recordSection: Int32Array;
  /** Per record, the record of its page's title and description. */
  readonly #pageRecord: Int32Array;
  readonly #recordCount: number;
  // Work arrays, reused by every search (searches are synchronous).
  readonly #formScore: Float64Array;
  readonly #termScore: Float64Array;
  readonly #total: Float64Array;
  readonly #words: Int32Array;
  readonly #content: Uint8Array;
  readonly #sectionScore: Float64Array;
  readonly #sectionWords: Int32Array;

  constructor(index: SearchIndex) {
    this.index = index;
    const data = index.data;
    const recordCount = data.documentCount;
    this.#recordCount = recordCount;
    const order = data.terms.map((_, row) => row);
    order.sort((a, b) => compare(data.terms[a]?.[0] ?? '', data.terms[b]?.[0] ?? ''));
    this.#rows = Int32Array.from(order);
    this.#terms = order.map((row) => data.terms[row]?.[0] ?? '');
    this.#terms.forEach((term, id) => this.#termIds.set(term, id));

    const fieldCount = Object.keys(data.fieldIds).length;
    this.#fieldWeights = new Float64Array(fieldCount);
    for (const [field, id] of Object.entries(data.fieldIds)) {
      this.#fieldWeights[id] = FIELD_WEIGHTS[field] ?? 1;
    }
    this.#contextField = data.fieldIds[CONTEXT_FIELD] ?? -1;
    this.#fieldRecords = Int32Array.from({ length: fieldCount }, (_, field) =>
      data.fieldLength.reduce((count, lengths) => count + ((lengths[field] ?? 0) > 0 ? 1 : 0), 0),
    );
    this.#norms = Array.from({ length: fieldCount }, (_, field) => {
      const average = data.averageFieldLength[field] ?? 1;
      return Float64Array.from(data.fieldLength, (lengths) => {
        const length = lengths[field] ?? 0;
        return K * (1 - B + (B * length) / (average > 0 ? average : 1));
      });
    });
    this.#recordSection = Int32Array.from(index.recordSections);
    const firstRecord = new Map<number, number>();
    this.#pageRecord = Int32Array.from(index.recordSections, (section, record) => {
      const page = index.sections[section]?.page ?? -1;
      const first = firstRecord.get(page) ?? record;
      firstRecord.set(page, first);
      return first;
    });
    this.#recordBoost = Float64Array.from(index.recordSections, (section) => {
      const page = index.sections[section]?.page ?? -1;
      return index.pages[page]?.boost ?? 1;
    });
    this.#formScore = new Float64Array(recordCount);
    this.#termScore = new Float64Array(recordCount);
    this.#total = new Float64Array(recordCount);
    this.#words = new Int32Array(recordCount);
    this.#content = new Uint8Array(recordCount);
    this.#sectionScore = new Float64Array(index.sections.length);
    this.#sectionWords = new Int32Array(index.sections.length);
  }

  /** Records in the index. */
  get records(): number {
    return this.#recordCount;
  }

  /**
   * The best sections for `terms` (each belonging to question word `term.word`, at most 31
   * words), best first: at most `limit`, at most `perPage` from one page.
   */
  rank(terms: readonly QueryTerm[], options: RankOptions): Ranking {
    const touched: number[] = [];
    const wordWeights: number[] = [];
    const spellings: string[][] = [];
    for (const term of terms) {
      const forms = this.#forms(term);
      if (forms.length === 0) continue;
      const typos = forms.filter((form) => form.typo === true);
      if (typos.length > 0) {
        const spelt = typos.map((form) => this.index.data.terms[form.row]?.[0] ?? '');
        spellings[term.word] = [...(spellings[term.word] ?? []), ...spelt];
      }
      const rarity = this.#scoreTerm(forms, 1 << term.word, touched);
      wordWeights[term.word] = Math.max(wordWeights[term.word] ?? 0, rarity);
    }
    const totalWeight = wordWeights.reduce((sum, weight) => sum + weight, 0);
    const sections: number[] = [];
    // The score factor of each combination of words covered (records share a few).
    const coverage = new Map<number, number>();
    for (const record of touched) {
      if (this.#content[record] !== 1) continue;
      const page = this.#pageRecord[record] ?? record;
      const context = page === record ? 0 : PAGE_CONTEXT * (this.#total[page] ?? 0);
      const score = (this.#total[record] ?? 0) + context;
      const words = (this.#words[record] ?? 0) | (context > 0 ? (this.#words[page] ?? 0) : 0);
      let factor = coverage.get(words);
      if (factor === undefined) {
        let covered = 0;
        for (let word = 0; word < wordWeights.length; word++) {
          if (words & (1 << word)) covered += wordWeights[word] ?? 0;
        }
        factor = Math.pow(covered / totalWeight, COVERAGE_POWER);
        coverage.set(words, factor);
      }
      const final = score * factor;
      const section = this.#recordSection[record] ?? 0;
      const best = this.#sectionScore[section] ?? 0;
      if (best === 0) sections.push(section);
      if (final > best) {
        this.#sectionScore[section] = final;
        this.#sectionWords[section] = words;
      }
    }
    for (const record of touched) {
      this.#total[record] = 0;
      this.#words[record] = 0;
      this.#content[record] = 0;
    }
    return { sections: this.#select(sections, options), spellings };
  }

  /**
   * Adds one query term's score to each record it matches (per field, the frequencies of its
   * forms pooled, each times the form's weight, then saturated once, with the rarity of the
   * records holding any form) and marks its word in them. Returns the term's rarity in the
   * whole index, its weight in the coverage.
   */
  #scoreTerm(forms: readonly Form[], wordBit: number, touched: number[]): number {
    const data = this.index.data;
    const termTouched: number[] = [];
    let mostRecords = 0;
    for (let field = 0; field < this.#fieldWeights.length; field++) {
      const fieldTouched: number[] = [];
      for (const form of forms) {
        const row = data.terms[form.row];
        if (row === undefined) continue;
        const postings = postingsOf(row, field);
        let record = 0;
        for (let i = 0; i < postings.length; i++) {
          const value = postings[i] ?? 0;
          if (value < 0) continue;
          record += value;
          const next = postings[i + 1] ?? 0;
          const frequency = next < 0 ? -next : 1;
          const pooled = this.#formScore[record] ?? 0;
          if (pooled === 0) fieldTouched.push(record);
          this.#formScore[record] = pooled + form.weight * frequency;
        }
      }
      if (fieldTouched.length === 0) continue;
      mostRecords = Math.max(mostRecords, fieldTouched.length);
      const idf = idfOf(fieldTouched.length, this.#fieldRecords[field] ?? this.#recordCount);
      const weight = (this.#fieldWeights[field] ?? 1) * idf;
      const norms = this.#norms[field] ?? new Float64Array(0);
      const isContent = field !== this.#contextField;
      for (const record of fieldTouched) {
        const frequency = this.#formScore[record] ?? 0;
        this.#formScore[record] = 0;
        const score = (weight * frequency * (K + 1)) / (frequency + (norms[record] ?? K));
        const sum = this.#termScore[record] ?? 0;
        if (sum === 0) termTouched.push(record);
        this.#termScore[record] = sum + score;
        if (isContent) this.#content[record] = 1;
      }
    }
    for (const record of termTouched) {
      const score = (this.#termScore[record] ?? 0) * (this.#recordBoost[record] ?? 1);
      this.#termScore[record] = 0;
      if (this.#total[record] === 0) touched.push(record);
      this.#total[record] = (this.#total[record] ?? 0) + score;
      this.#words[record] = (this.#words[record] ?? 0) | wordBit;
    }
    return idfOf(mostRecords, this.#recordCount);
  }

  /**
   * The forms of `term` in the index: the term itself, the terms starting with its stem (the
   * closest in length first), and when neither exists, spellings within its typo distance.
   */
  #forms(term: QueryTerm): Form[] {
    const forms: Form[] = [];
    const exact = this.#termIds.get(term.text);
    if (exact !== undefined) forms.push({ row: this.#rows[exact] ?? 0, weight: 1 });
    if (term.prefix !== undefined) {
      const candidates: number[] = [];
      for (let id = lowerBound(this.#terms, term.prefix); id < this.#terms.length; id++) {
        const candidate = this.#terms[id] ?? '';
        if (!candidate.startsWith(term.prefix)) break;
        if (id !== exact) candidates.push(id);
      }
      const distance = (id: number) => Math.abs((this.#terms[id]?.length ?? 0) - term.text.length);
      candidates.sort((a, b) => distance(a) - distance(b) || a - b);
      for (const id of candidates.slice(0, MAX_STEM_FORMS)) {
        forms.push({ row: this.#rows[id] ?? 0, weight: formWeight(term.text, distance(id)) });
      }
    }
    if (forms.length === 0 && term.typos > 0) {
      for (const [id, edits] of this.#spellings(term.text, term.typos)) {
        const weight = (TYPO_WEIGHT * term.text.length) / (term.text.length + edits);
        forms.push({ row: this.#rows[id] ?? 0, weight, typo: true });
      }
    }
    return forms;
  }

  /** Terms within `maxEdits` edits of `text` that start with the same letter (ids and edits). */
  #spellings(text: string, maxEdits: number): [number, number][] {
    const found: [number, number][] = [];
    const first = text.slice(0, 1);
    for (let id = lowerBound(this.#terms, first); id < this.#terms.length; id++) {
      const candidate = this.#terms[id] ?? '';
      if (!candidate.startsWith(first)) break;
      if (Math.abs(candidate.length - text.length) > maxEdits) continue;
      const edits = editDistance(text, candidate, maxEdits);
      if (edits <= maxEdits) found.push([id, edits]);
    }
    found.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    return found.slice(0, MAX_TYPO_FORMS);
  }

  /** The best sections, best first, within the limits and the page filter; clears the work arrays. */
  #select(sections: readonly number[], options: RankOptions): RankedSection[] {
    const scores = this.#sectionScore;
    const picked: RankedSection[] = [];
    const perPage = new Map<number, number>();
    const allowed = new Map<number, boolean>();
    for (const section of bestFirst(sections, scores)) {
      if (picked.length >= options.limit) break;
      const page = this.index.sections[section]?.page ?? -1;
      const count = perPage.get(page) ?? 0;
      if (count >= options.perPage) continue;
      let pass = allowed.get(page);
      if (pass === undefined) {
        pass = options.pageFilter?.(page) ?? true;
        allowed.set(page, pass);
      }
      if (!pass) continue;
      perPage.set(page, count + 1);
      picked.push({
        section,
        score: scores[section] ?? 0,
        words: this.#sectionWords[section] ?? 0,
      });
    }
    for (const section of sections) {
      scores[section] = 0;
      this.#sectionWords[section] = 0;
    }
    return picked;
  }
}

/**
 * Weight of a form found by stem: {@link STEM_WEIGHT}, less the further its length is from the
 * question's word (`groups` → `group` counts more than `payload` → `payloadfeedback`).
 */
function formWeight(word: string, lengthDifference: number): number {
  return (STEM_WEIGHT * word.length) / (word.length + lengthDifference);
}

/** A term's postings in one field: record-id gaps, a frequency above 1 as a negative number. */
function postingsOf(row: CompactTerm, field: number): readonly number[] {
  const postings = row[field + 1];
  return Array.isArray(postings) ? postings : [];
}

/** BM25's inverse document frequency of a term held by `holding` of `records` records. */
function idfOf(holding: number, records: number): number {
  return Math.log(1 + (records - holding + 0.5) / (holding + 0.5));
}

/** Code-unit order, as `startsWith` and the binary search need. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first position in sorted `terms` not before `text`. */
function lowerBound(terms: readonly string[], text: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] ?? '') < text) low = middle + 1;
    else high = middle;
  }
  return low;
}
