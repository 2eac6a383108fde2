/**
 * The search index files of a site: `_folio/search/{key}.json` for the browser (section text
 * clipped for snippets) and, for builds that ask for it, `_folio/assistant/{key}.json` with each
 * section's full text for the assistant's retrieval. One of each per (language, version).
 *
 * @module
 */
import { joinSegments, serializeIndex } from '../../search/index.ts';
import type { PageSegment } from '../../search/index.ts';

/**
 * A serialised search index: `_folio/search/{key}.json` for the browser (section text clipped
 * for snippets), and `_folio/assistant/{key}.json`, the same index with each section's full text,
 * for the assistant's retrieval on the server.
 */
export interface SearchFile {
  key: string;
  text: string;
  /** Written only for builds that ask for the assistant's corpus. */
  fullText?: string;
}

/**
 * The search indexes of pages given by their segments, serialised: one file per (language,
 * version), and, when `fullText`, its twin with the sections' full text.
 */
export function searchFilesOf(segments: readonly PageSegment[], fullText: boolean): SearchFile[] {
  return joinSegments(segments).map((index) => ({
    key: index.key,
    text: serializeIndex(index),
    ...(fullText
      ? { fullText: serializeIndex(index, { textLength: Number.POSITIVE_INFINITY }) }
      : {}),
  }));
}
