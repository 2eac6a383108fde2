/**
 * `edit_docs_json`: sets, inserts or removes one value of docs.json at a JSON path, as a text
 * edit (jsonc-parser), so the rest of the file keeps its formatting, order and comments. The
 * edit is refused when it would leave the file unparseable.
 *
 * @module
 */
import { writeFile } from 'node:fs/promises';
import { tool } from 'ai';
import { applyEdits, findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import * as z from 'zod';
import { CONFIG_FILE, jsonValueEdits } from '../../config/index.ts';
import { parseJsonPath } from './json-path.ts';
import type { JsonPathSegment } from './json-path.ts';
import { readText } from './read-tools.ts';
import { answering, ToolInputError } from './tool-result.ts';
import type { Workspace } from './workspace.ts';

/** The tool over the docs.json of `workspace`. */
export function docsJsonTool(workspace: Workspace) {
  return {
    edit_docs_json: tool({
      description:
        'Change one value of docs.json, keeping the rest of the file as it is. action "set" ' +
        'replaces or adds the value at path; "insert" puts value into an array before the ' +
        'index that ends path (-1: at the end); "remove" deletes the value at path. Paths look ' +
        'like navigation.tabs[0].groups[1].pages (as validate_docs reports them).',
      inputSchema: z.object({
        action: z.enum(['set', 'insert', 'remove']),
        path: z.string().describe('JSON path, e.g. navigation.groups[0].pages'),
        value: z
          .unknown()
          .optional()
          .describe('The JSON value to set or insert (a string, number, object, array...)'),
      }),
      execute: answering(async ({ action, path, value }) => {
        const segments = parseJsonPath(path);
        if (segments.length === 0) {
          throw new ToolInputError('Give the path of a value inside docs.json, not the root.');
        }
        const text = await readText(workspace, CONFIG_FILE);
        const errors: ParseError[] = [];
        const tree = parseTree(text, errors, { allowTrailingComma: true });
        if (!tree || errors.length > 0) {
          throw new ToolInputError(
            'docs.json does not parse as JSON now: fix it with read_file and edit_file first.',
          );
        }
        if (action !== 'remove' && value === undefined) {
          throw new ToolInputError(`Give the value to ${action}.`);
        }
        if (action === 'remove' && !findNodeAtLocation(tree, segments)) {
          throw new ToolInputError(`docs.json has nothing at ${path}.`);
        }
        const last = segments.at(-1);
        if (action === 'insert' && typeof last !== 'number') {
          throw new ToolInputError(
            `To insert, end the path with an array index, such as ${path}[0] or ${path}[-1].`,
          );
        }
        let edited: string;
        try {
          edited = editedText(
            text,
            tree,
            segments,
            action === 'remove' ? undefined : value,
            action === 'insert',
          );
        } catch (error) {
          throw new ToolInputError(`Cannot ${action} at ${path}: ${(error as Error).message}.`);
        }
        const after: ParseError[] = [];
        parseTree(edited, after, { allowTrailingComma: true });
        if (after.length > 0)
          throw new ToolInputError(`The edit at ${path} would break docs.json.`);
        await writeFile(await workspace.resolve(CONFIG_FILE), edited);
        const verb = { set: 'Set', insert: 'Inserted into', remove: 'Removed' }[action];
        return `${verb} ${path} in docs.json. Run validate_docs to check the result.`;
      }),
    }),
  };
}

/**
 * `text` with `value` at `segments` (inserted into an array when the path ends with an index
 * and `insert` is set), or without the value there when `value` is undefined.
 */
function editedText(
  text: string,
  tree: Node,
  segments: JsonPathSegment[],
  value: unknown,
  insert: boolean,
): string {
  const target = findNodeAtLocation(tree, segments);
  if (value === undefined && target?.parent?.type === 'array') {
    return withoutArrayElement(text, target);
  }
  return applyEdits(text, jsonValueEdits(text, tree, segments, value, insert));
}

/**
 * `text` without the array element `node` and its separating comma (jsonc-parser's removal
 * of the last element of a one-line array cuts into the element before it).
 */
function withoutArrayElement(text: string, node: Node): string {
  const siblings = node.parent?.children ?? [];
  const index = siblings.indexOf(node);
  const previous = siblings[index - 1];
  const next = siblings[index + 1];
  let start = node.offset;
  let end = node.offset + node.length;
  if (next) end = next.offset;
  else if (previous) start = previous.offset + previous.length;
  return text.slice(0, start) + text.slice(end);
}
