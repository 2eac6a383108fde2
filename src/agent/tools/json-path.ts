/**
 * JSON paths as Folio writes them in its diagnostics (`navigation.tabs[1].groups[0].pages[3]`,
 * `["key with spaces"]` for other keys), read back into segments, so the model can copy a path
 * from a `validate_docs` answer into `edit_docs_json`.
 *
 * @module
 */
import { ToolInputError } from './tool-result.ts';

/** One step of a path: an object key or an array index (-1: after the last element). */
export type JsonPathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][\w$-]*/;

/** The segments of `text`; throws {@link ToolInputError} when it is not a path. */
export function parseJsonPath(text: string): JsonPathSegment[] {
  const segments: JsonPathSegment[] = [];
  let rest = text.trim();
  if (rest === '' || rest === '$') return segments;
  if (rest.startsWith('$')) rest = rest.slice(1);
  let first = true;
  while (rest !== '') {
    if (rest.startsWith('[')) {
      const index = /^\[(-?\d+)\]/.exec(rest);
      const quoted = /^\[("(?:[^"\\]|\\.)*")\]/.exec(rest);
      if (index?.[1] !== undefined) {
        segments.push(Number(index[1]));
        rest = rest.slice(index[0].length);
      } else if (quoted?.[1] !== undefined) {
        segments.push(JSON.parse(quoted[1]) as string);
        rest = rest.slice(quoted[0].length);
      } else {
        throw invalid(text);
      }
    } else {
      if (rest.startsWith('.') && !first) rest = rest.slice(1);
      const key = IDENTIFIER.exec(rest);
      if (!key) throw invalid(text);
      segments.push(key[0]);
      rest = rest.slice(key[0].length);
    }
    first = false;
  }
  return segments;
}

function invalid(text: string): ToolInputError {
  return new ToolInputError(
    `"${text}" is not a JSON path: write keys with dots and indexes in brackets, such as ` +
      `navigation.tabs[0].groups[1].pages, or ["a key"] for keys with other characters.`,
  );
}
