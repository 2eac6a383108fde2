/**
 * Edits to a brace-delimited object, written as JSON or as a YAML flow map: set `x-folio` (in
 * the place of a key it replaces, or after the last member) and remove keys, keeping the
 * object's layout: one member per line at the members' indentation when the object spans
 * lines, inline (with the file's comma spacing) when it does not.
 *
 * @module
 */
import type { ExtensionChange } from './extension-value.ts';
import { EXTENSION } from './extension-value.ts';
import type { TextEdit } from './text-edits.ts';
import {
  detectEol,
  indentColumn,
  indentFollowingLines,
  inlineJson,
  lineIndent,
} from './text-edits.ts';

/** A member of an object: its key, where the key starts and where its value ends. */
export interface FlowMember {
  key: string;
  start: number;
  end: number;
}

/** An object in the text: offsets of its `{` and `}`, and its members in order. */
export interface FlowObject {
  open: number;
  close: number;
  members: FlowMember[];
}

/** The edits that apply `change` to `object`; `unit` is one level of the file's indentation. */
export function flowExtensionEdits(
  text: string,
  object: FlowObject,
  change: ExtensionChange,
  unit: string,
): TextEdit[] {
  const eol = detectEol(text);
  const { members } = object;
  const first = members[0];
  const multiline = first
    ? text.slice(object.open, object.close).includes('\n')
    : text.includes('\n') && unit !== '';
  const memberIndent =
    first && indentColumn(text, first.start) !== undefined
      ? lineIndent(text, first.start)
      : lineIndent(text, object.open) + unit;
  // A minified file (one line) stays minified: no space after `:` or `,`.
  const space = text.includes('\n') ? ' ' : '';
  const rendered = multiline
    ? indentFollowingLines(JSON.stringify(change.value, null, unit), memberIndent, eol)
    : inlineJson(change.value, space === ' ');
  const property = `${JSON.stringify(EXTENSION)}:${multiline ? ' ' : space}${rendered}`;

  const edits: TextEdit[] = [];
  const replaced = members.find((member) => member.key === change.replace);
  const last = members.at(-1);
  if (replaced) {
    edits.push({
      offset: replaced.start,
      length: replaced.end - replaced.start,
      content: property,
    });
  } else if (last) {
    const separator = multiline ? `,${eol}${memberIndent}` : `,${space}`;
    edits.push({ offset: last.end, length: 0, content: separator + property });
  } else {
    const content = multiline
      ? `{${eol}${memberIndent}${property}${eol}${lineIndent(text, object.open)}}`
      : `{${property}}`;
    edits.push({ offset: object.open, length: object.close + 1 - object.open, content });
  }

  for (const key of change.remove) {
    const index = members.findIndex((member) => member.key === key);
    const member = members[index];
    if (!member || member === replaced) continue;
    const previous = members[index - 1];
    const next = members[index + 1];
    if (previous)
      edits.push({ offset: previous.end, length: member.end - previous.end, content: '' });
    else if (next)
      edits.push({ offset: member.start, length: next.start - member.start, content: '' });
  }
  return edits;
}
