/**
 * What a tool answers when it fails: a sentence for the model, never an exception out of the
 * loop. A refused path, a missing file or a bad argument is something the model can correct on
 * its next step.
 *
 * @module
 */
import { PathRefusedError } from './workspace.ts';

/** A failure the tool explains itself (bad arguments, nothing to edit...). */
export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}

/** Wraps a tool's work: its answer, or `Error: ...` telling the model what went wrong. */
export function answering<Input>(
  work: (input: Input) => Promise<string>,
): (input: Input) => Promise<string> {
  return async (input) => {
    try {
      return await work(input);
    } catch (error) {
      return `Error: ${failureText(error)}`;
    }
  };
}

/** The sentence for a failure. */
export function failureText(error: unknown): string {
  if (error instanceof PathRefusedError || error instanceof ToolInputError) return error.message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  const file =
    typeof error === 'object' && error !== null && 'path' in error ? String(error.path) : '';
  const name = file === '' ? 'The path' : `"${file.split(/[\\/]/).pop() ?? file}"`;
  switch (code) {
    case 'ENOENT':
      return `${name} does not exist. List the files to see what is there.`;
    case 'EISDIR':
      return `${name} is a folder, not a file.`;
    case 'ENOTDIR':
      return `${name}: a part of the path is a file, not a folder.`;
    case 'EEXIST':
      return `${name} already exists.`;
    case 'EACCES':
    case 'EPERM':
      return `${name} cannot be accessed (permission denied).`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
