/**
 * The tools that change the docs folder: `write_file` (a whole file), `edit_file` (replace an
 * exact piece of text, the most reliable way for a model to change part of a page),
 * `move_file` and `delete_file`. Every path goes through the {@link Workspace} gate.
 *
 * @module
 */
import { lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tool } from 'ai';
import * as z from 'zod';
import { readText } from './read-tools.ts';
import { answering, ToolInputError } from './tool-result.ts';
import type { Workspace } from './workspace.ts';

/** The largest file `write_file` writes. */
const MAX_WRITE_BYTES = 2_000_000;

/** The four writing tools over `workspace`. */
export function writeTools(workspace: Workspace) {
  return {
    write_file: tool({
      description:
        'Create a file of the docs folder, or replace its whole content. Folders are created ' +
        'as needed. To change part of an existing file, prefer edit_file.',
      inputSchema: z.object({
        path: z.string().describe('Path relative to the docs folder, e.g. "guides/setup.mdx"'),
        content: z.string().describe('The complete new content of the file'),
      }),
      execute: answering(async ({ path: relative, content }) => {
        const size = Buffer.byteLength(content);
        if (size > MAX_WRITE_BYTES) {
          throw new ToolInputError(`The content is ${size} bytes: files are limited to 2 MB.`);
        }
        const absolute = await workspace.resolve(relative);
        const existed = await isFile(absolute);
        await mkdir(path.dirname(absolute), { recursive: true });
        await writeFile(absolute, content);
        const lines = content === '' ? 0 : content.split('\n').length;
        return `${existed ? 'Replaced' : 'Created'} ${relative} (${lines} lines).`;
      }),
    }),

    edit_file: tool({
      description:
        'Replace an exact piece of text in a file of the docs folder. oldString must appear ' +
        'exactly once (include surrounding lines to make it unique), or set replaceAll. ' +
        'Copy oldString from read_file without the line numbers.',
      inputSchema: z.object({
        path: z.string(),
        oldString: z.string().min(1).describe('The exact text to replace'),
        newString: z.string().describe('The text to put in its place'),
        replaceAll: z.boolean().optional().describe('Replace every occurrence (default false)'),
      }),
      execute: answering(async ({ path: relative, oldString, newString, replaceAll = false }) => {
        const text = await readText(workspace, relative);
        const count = text.split(oldString).length - 1;
        if (count === 0) {
          throw new ToolInputError(
            `oldString does not appear in ${relative}: read the file again and copy the text exactly (spaces and line breaks included).`,
          );
        }
        if (count > 1 && !replaceAll) {
          throw new ToolInputError(
            `oldString appears ${count} times in ${relative}: include more of the surrounding text to pick one, or set replaceAll.`,
          );
        }
        const edited = replaceAll
          ? text.split(oldString).join(newString)
          : text.replace(oldString, () => newString);
        await writeFile(await workspace.resolve(relative), edited);
        return `Edited ${relative}: replaced ${count === 1 ? 'one occurrence' : `${count} occurrences`}.`;
      }),
    }),

    move_file: tool({
      description:
        'Move or rename a file of the docs folder. The target must not exist. Pages are ' +
        'referenced by path without extension in docs.json and in links: update those too.',
      inputSchema: z.object({ from: z.string(), to: z.string() }),
      execute: answering(async ({ from, to }) => {
        const source = await workspace.resolve(from);
        const target = await workspace.resolve(to);
        if (!(await isFile(source))) throw new ToolInputError(`${from} is not a file.`);
        if (await exists(target)) throw new ToolInputError(`${to} already exists.`);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(source, target);
        return `Moved ${from} to ${to}.`;
      }),
    }),

    delete_file: tool({
      description:
        'Delete a file of the docs folder (not a folder). Remove it from docs.json and fix ' +
        'links to it as well.',
      inputSchema: z.object({ path: z.string() }),
      execute: answering(async ({ path: relative }) => {
        const absolute = await workspace.resolve(relative);
        const info = await lstat(absolute);
        if (info.isDirectory()) {
          throw new ToolInputError(`${relative} is a folder: delete the files in it one by one.`);
        }
        await rm(absolute);
        return `Deleted ${relative}.`;
      }),
    }),
  };
}

async function isFile(absolute: string): Promise<boolean> {
  return (await lstat(absolute).catch(() => undefined))?.isFile() === true;
}

async function exists(absolute: string): Promise<boolean> {
  return (await lstat(absolute).catch(() => undefined)) !== undefined;
}
