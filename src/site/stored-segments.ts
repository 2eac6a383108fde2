/**
 * Pages' search segments stored as files beside their HTML: render threads write them as pages
 * finish, and whoever builds the search indexes reads an index's segments only when it builds
 * that index. No thread holds every page's segment.
 *
 * A listed page's segment is stored in two parts. Its body (sections, records and postings: all
 * but a few hundred bytes) is `<hash>.search-body.json`, once per content; the rest, the head,
 * names the body by its hash and is `<hash>.search.json`, the hash in the segment's fingerprint.
 * Copies of a page (a versioned site lists the same text under each version: crewAI has 24,803
 * pages from 1,723 texts) differ only in their heads, so their render threads write one body
 * for all of them, and the index builder parses it once for the copies it reaches in turn.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageSegment, RecordPostings, SegmentPage } from '../search/index.ts';
import { STORED_HASH } from './cached-html.ts';
import type { TextStore } from './cached-html.ts';

/** What copies of a page share of its segment. */
type SegmentBody = Pick<SegmentPage, 'sections' | 'recordSections' | 'postings'>;

/** A stored head: the segment with its page's body named by hash. */
interface SegmentHead extends Omit<PageSegment, 'page'> {
  page?: (Omit<SegmentPage, keyof SegmentBody> & { body?: unknown }) | SegmentPage | undefined;
}

/** The file name of the segment whose head hashes to `hash` (see `storeText`). */
export function segmentFileName(hash: string): string {
  return `${hash}.search.json`;
}

/** The file name of the segment body that hashes to `hash`. */
export function segmentBodyFileName(hash: string): string {
  return `${hash}.search-body.json`;
}

/** Bodies a render thread remembers, to know a copy's body is stored already. */
const RECENT_BODIES = 32;

/** Where a segment was stored: the hash of its head, and of its body when it has one. */
export interface StoredSegment {
  hash: string;
  body?: string | undefined;
}

/** Writes pages' segments to a render thread's store, each body once for its copies. */
export class SegmentStore {
  readonly #store: TextStore;
  /**
   * The last bodies stored, by their postings: copies render one after the other and share one
   * postings object (see `page-segment.ts`), so a body met again is found without its JSON.
   */
  readonly #recent = new Map<RecordPostings, { body: SegmentBody; hash: string }>();

  constructor(store: TextStore) {
    this.#store = store;
  }

  /** Stores `segment`; undefined when it cannot be written. */
  store(segment: PageSegment): StoredSegment | undefined {
    const { page } = segment;
    if (page === undefined) {
      const hash = this.#store(JSON.stringify(segment), 'search.json')?.hash;
      return hash === undefined ? undefined : { hash };
    }
    const body = this.#storeBody(page);
    if (body === undefined) return undefined;
    const { sections: _sections, recordSections: _records, postings: _postings, ...rest } = page;
    const head: SegmentHead = { ...segment, page: { ...rest, body } };
    const hash = this.#store(JSON.stringify(head), 'search.json')?.hash;
    return hash === undefined ? undefined : { hash, body };
  }

  #storeBody(page: SegmentPage): string | undefined {
    const recent = this.#recent.get(page.postings);
    if (recent && sameBody(recent.body, page)) return recent.hash;
    const body: SegmentBody = {
      sections: page.sections,
      recordSections: page.recordSections,
      postings: page.postings,
    };
    const hash = this.#store(JSON.stringify(body), 'search-body.json')?.hash;
    if (hash === undefined) return undefined;
    this.#recent.delete(page.postings);
    this.#recent.set(page.postings, { body, hash });
    for (const key of this.#recent.keys()) {
      if (this.#recent.size <= RECENT_BODIES) break;
      this.#recent.delete(key);
    }
    return hash;
  }
}

/** Whether `page`'s body is `body` (its postings are already the same object). */
function sameBody(body: SegmentBody, page: SegmentPage): boolean {
  const { sections, recordSections } = page;
  return (
    body.sections.length === sections.length &&
    body.sections.every((section, at) => {
      const other = sections[at];
      return (
        other !== undefined &&
        section.anchor === other.anchor &&
        section.heading === other.heading &&
        section.text === other.text
      );
    }) &&
    body.recordSections.length === recordSections.length &&
    body.recordSections.every((section, at) => section === recordSections[at])
  );
}

/**
 * Reads stored segments from `folder`. Given how many pages use each body (`uses`, by hash), a
 * body is kept from its first read until its last use: the indexes come one language and version
 * after another, so the copies of a page are read index after index. A body used once is not
 * kept. The segments of copies share their body's objects, which nothing changes.
 */
export class SegmentReader {
  readonly #folder: string;
  readonly #left = new Map<string, number>();
  readonly #kept = new Map<string, SegmentBody>();

  constructor(folder: string, uses: Iterable<string> = []) {
    this.#folder = folder;
    for (const hash of uses) this.#left.set(hash, (this.#left.get(hash) ?? 0) + 1);
  }

  /** The segment stored under `hash`; undefined when it or its body is missing or damaged. */
  read(hash: string): PageSegment | undefined {
    const head = this.#parse(segmentFileName(hash)) as SegmentHead | undefined;
    const page = head?.page;
    if (head === undefined || page === undefined || !('body' in page)) {
      return head as PageSegment | undefined;
    }
    const { body: name, ...rest } = page;
    // The name comes from a file in the cache folder: only a hash is a file of it.
    if (typeof name !== 'string' || !STORED_HASH.test(name)) return undefined;
    const body = this.#body(name);
    return body === undefined ? undefined : { ...head, page: { ...rest, ...body } };
  }

  #body(hash: string): SegmentBody | undefined {
    const left = (this.#left.get(hash) ?? 1) - 1;
    if (left > 0) this.#left.set(hash, left);
    else this.#left.delete(hash);
    const kept = this.#kept.get(hash);
    if (left === 0) this.#kept.delete(hash);
    if (kept) return kept;
    const body = this.#parse(segmentBodyFileName(hash)) as SegmentBody | undefined;
    if (body && left > 0) this.#kept.set(hash, body);
    return body;
  }

  #parse(name: string): unknown {
    let json: string;
    try {
      json = readFileSync(path.join(this.#folder, name), 'utf8');
    } catch {
      return undefined;
    }
    return JSON.parse(json) as unknown;
  }
}

/** The segment stored in `folder` under `hash`; undefined when there is no such file. */
export function readStoredSegment(folder: string, hash: string): PageSegment | undefined {
  return new SegmentReader(folder).read(hash);
}
