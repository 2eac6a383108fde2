/**
 * The tools that look at the docs folder: `list_files`, `read_file` (numbered lines, a range of
 * them for long files) and `search_files` (plain text or a regular expression, `file:line`
 * answers). Answers are capped so one call cannot flood the model's context.
 *
 * @module
 */
import { readFile, stat } from 'node:fs/promises';
import { tool } from 'ai';
import * as z from 'zod';
import { answering, ToolInputError } from './tool-result.ts';
import type { Workspace } from './workspace.ts';

/** Entries `list_files` shows at most. */
const MAX_LISTED = 1_000;
/** Lines `read_file` shows when no range is given, and at most. */
const MAX_READ_LINES = 2_000;
/** Characters of one line shown by `read_file` and `search_files`. */
const MAX_LINE_CHARS = 2_000;
/** Matches `search_files` shows at most. */
const MAX_MATCHES = 100;
/** Files larger than this are not searched. */
const MAX_SEARCHED_BYTES = 1_000_000;

/** The three reading tools over `workspace`. */
export function readTools(workspace: Workspace) {
  return {
    list_files: tool({
      description:
        'List the files of the docs folder (paths relative to it), or of one folder inside it. ' +
        'With recursive false, folders are listed with a trailing "/".',
      inputSchema: z.object({
        path: z.string().optional().describe('A folder inside the docs folder; default "."'),
        recursive: z.boolean().optional().describe('List every file below (default true)'),
      }),
      execute: answering(async ({ path = '.', recursive = true }) => {
        const folder = await workspace.resolve(path, { allowRoot: true });
        const files = await workspace.listFiles(folder, { recursive });
        if (files.length === 0) return `No files in "${path}".`;
        const shown = files.slice(0, MAX_LISTED).join('\n');
        const more = files.length > MAX_LISTED ? `\n… ${files.length - MAX_LISTED} more` : '';
        return `${shown}${more}`;
      }),
    }),

    read_file: tool({
      description:
        'Read a text file of the docs folder. Each line is shown as "<number>\\t<text>" (the ' +
        'number is not part of the file). Long files: read a range with startLine/endLine.',
      inputSchema: z.object({
        path: z.string().describe('Path relative to the docs folder, e.g. "guides/setup.mdx"'),
        startLine: z.number().int().min(1).optional().describe('First line to show (1-based)'),
        endLine: z.number().int().min(1).optional().describe('Last line to show'),
      }),
      execute: answering(async ({ path, startLine = 1, endLine }) => {
        const text = await readText(workspace, path);
        const lines = text.split(/\r?\n/);
        if (text.endsWith('\n')) lines.pop();
        if (lines.length === 0) return `${path} is empty.`;
        if (startLine > lines.length) {
          throw new ToolInputError(`${path} has only ${lines.length} lines.`);
        }
        const end = Math.min(
          endLine ?? Number.POSITIVE_INFINITY,
          startLine + MAX_READ_LINES - 1,
          lines.length,
        );
        const shown = lines
          .slice(startLine - 1, end)
          .map((line, index) => `${startLine + index}\t${clip(line)}`);
        const rest = end < lines.length ? `\n(lines ${end + 1}-${lines.length} not shown)` : '';
        return `${shown.join('\n')}${rest}`;
      }),
    }),

    search_files: tool({
      description:
        'Search the text files of the docs folder for a string (or a JavaScript regular ' +
        'expression with regex true). Answers "file:line: text" for each matching line.',
      inputSchema: z.object({
        query: z.string().min(1),
        regex: z.boolean().optional().describe('Treat query as a regular expression'),
        caseSensitive: z.boolean().optional().describe('Default false'),
        path: z.string().optional().describe('Search only this folder or file'),
      }),
      execute: answering(async ({ query, regex = false, caseSensitive = false, path = '.' }) => {
        const matcher = lineMatcher(query, regex, caseSensitive);
        const target = await workspace.resolve(path, { allowRoot: true });
        const info = await stat(target);
        const files = info.isDirectory()
          ? await workspace.listFiles(target)
          : [workspace.relative(target)];
        const matches: string[] = [];
        let total = 0;
        for (const file of files) {
          const text = await searchableText(workspace, file);
          if (text === undefined) continue;
          text.split(/\r?\n/).forEach((line, index) => {
            if (!matcher(line)) return;
            total++;
            if (matches.length < MAX_MATCHES) matches.push(`${file}:${index + 1}: ${clip(line)}`);
          });
        }
        if (total === 0) return `No line matches "${query}".`;
        const more = total > MAX_MATCHES ? `\n… ${total - MAX_MATCHES} more matches` : '';
        return `${matches.join('\n')}${more}`;
      }),
    }),
  };
}

/** The text of a file of the workspace; refuses binary files. */
export async function readText(workspace: Workspace, relative: string): Promise<string> {
  const bytes = await readFile(await workspace.resolve(relative));
  if (bytes.includes(0)) {
    throw new ToolInputError(`${relative} is a binary file (${bytes.length} bytes), not text.`);
  }
  return bytes.toString('utf8');
}

async function searchableText(workspace: Workspace, file: string): Promise<string | undefined> {
  const absolute = await workspace.resolve(file);
  if ((await stat(absolute)).size > MAX_SEARCHED_BYTES) return undefined;
  const bytes = await readFile(absolute);
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}

function lineMatcher(query: string, regex: boolean, caseSensitive: boolean) {
  if (regex) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(query, caseSensitive ? 'u' : 'iu');
    } catch (error) {
      throw new ToolInputError(
        `"${query}" is not a valid regular expression: ${(error as Error).message}`,
      );
    }
    return (line: string) => pattern.test(line.slice(0, 10 * MAX_LINE_CHARS));
  }
  const needle = caseSensitive ? query : query.toLowerCase();
  return (line: string) => (caseSensitive ? line : line.toLowerCase()).includes(needle);
}

function clip(line: string): string {
  return line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
}
