/**
 * One pass over a parsed JSON request body, before its schema: every string and every field
 * name, at any depth (fields a schema ignores too, since message parts are stored whole), must
 * be text the database can store (text-problem.ts) and not longer than the limits below, and
 * the value must not be nested deeper than {@link MAX_JSON_DEPTH}. Schemas set tighter limits
 * on the fields they know (`fp`, ids...). The walk uses its own stack, so a deeply nested body
 * is refused rather than overflowing the call stack.
 *
 * @module
 */
import { excerpt, formatJsonPath } from '../shared/index.ts';
import { textProblem } from './text-problem.ts';

/** The longest string allowed anywhere in a JSON body, in UTF-16 code units (characters). */
export const MAX_JSON_STRING_LENGTH = 32_768;
/** The longest field name allowed in a JSON body. */
export const MAX_JSON_KEY_LENGTH = 200;
/** The deepest nesting of arrays and objects allowed in a JSON body. */
export const MAX_JSON_DEPTH = 32;

/** A problem found in a body: where (`messages[0].parts[1].text`, or `body`) and what. */
export interface JsonTextIssue {
  path: string;
  message: string;
}

interface Frame {
  value: unknown;
  parent: Frame | undefined;
  key: string | number | undefined;
  depth: number;
}

/** The first problem of `value` in document order, or undefined when it has none. */
export function checkJsonText(value: unknown): JsonTextIssue | undefined {
  const stack: Frame[] = [{ value, parent: undefined, key: undefined, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const current = frame.value;
    if (typeof current === 'string') {
      const problem = stringProblem(current, MAX_JSON_STRING_LENGTH);
      if (problem) return { path: pathOf(frame), message: problem };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (frame.depth >= MAX_JSON_DEPTH) {
      return {
        path: pathOf(frame),
        message: `is nested deeper than ${String(MAX_JSON_DEPTH)} levels of arrays and objects`,
      };
    }
    const depth = frame.depth + 1;
    const children: Frame[] = [];
    if (Array.isArray(current)) {
      current.forEach((item: unknown, index) => {
        children.push({ value: item, parent: frame, key: index, depth });
      });
    } else {
      for (const [key, item] of Object.entries(current)) {
        const problem = stringProblem(key, MAX_JSON_KEY_LENGTH);
        if (problem) {
          return { path: pathOf(frame), message: `has a field name that ${problem}` };
        }
        children.push({ value: item, parent: frame, key, depth });
      }
    }
    // Pushed last first, so they are looked at in document order.
    for (let index = children.length - 1; index >= 0; index--) {
      stack.push(children[index] as Frame);
    }
  }
  return undefined;
}

function stringProblem(text: string, max: number): string | undefined {
  const problem = textProblem(text);
  if (problem) return problem;
  if (text.length > max) {
    return `is ${text.length.toLocaleString('en-US')} characters long; the most allowed is ${max.toLocaleString('en-US')}`;
  }
  return undefined;
}

/** `messages[0].parts[1].text` for a frame, `body` for the whole value; keys cut short. */
function pathOf(frame: Frame): string {
  const keys: (string | number)[] = [];
  for (let at: Frame | undefined = frame; at?.key !== undefined; at = at.parent) {
    keys.push(typeof at.key === 'string' ? excerpt(at.key, 60) : at.key);
  }
  return keys.length === 0 ? 'body' : formatJsonPath(keys.reverse());
}
