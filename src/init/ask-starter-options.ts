/**
 * The questions `folio init` asks on a terminal: the folder (when none was given), the site
 * name, the theme and the primary color, each with its default in brackets (Enter takes it).
 * A wrong answer is explained and the question asked again. Lines are read through readline's
 * async iterator, which keeps lines that arrive before their question (pasted answers).
 *
 * @module
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import {
  checkColor,
  checkName,
  checkTheme,
  defaultColor,
  defaultNameFor,
  defaultTheme,
  starterThemes,
} from './starter-options.ts';
import type { Checked, KnownAnswers, StarterChoice } from './starter-options.ts';

export interface PromptStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/** The user closed the input (Ctrl+D) or pressed Ctrl+C before answering everything. */
export class PromptCancelled extends Error {
  override readonly name = 'PromptCancelled';
  constructor() {
    super('cancelled: nothing was written');
  }
}

export interface AskOptions {
  streams: PromptStreams;
  known: KnownAnswers;
  /** The folder proposed when none was given. */
  defaultFolder: string;
  /** Where relative folders start. */
  cwd: string;
  /** Why a folder cannot take the starter (checked as soon as it is named), or nothing. */
  checkFolder: (folder: string) => Promise<string | undefined>;
}

export async function askStarterOptions({
  streams,
  known,
  defaultFolder,
  cwd,
  checkFolder,
}: AskOptions): Promise<StarterChoice> {
  const terminal = (streams.output as NodeJS.WritableStream & { isTTY?: boolean }).isTTY === true;
  const lines = createInterface({ input: streams.input, output: streams.output, terminal });
  lines.on('SIGINT', () => {
    streams.output.write('\n');
    lines.close();
  });
  const answers = lines[Symbol.asyncIterator]();
  const ask = async (
    question: string,
    fallback: string,
    check: (answer: string) => Checked | Promise<Checked>,
  ): Promise<string> => {
    for (;;) {
      lines.setPrompt(`${question} (${fallback}): `);
      lines.prompt();
      const next = await answers.next();
      if (next.done) throw new PromptCancelled();
      const answer = next.value.trim() === '' ? fallback : next.value;
      const checked = await check(answer);
      if ('value' in checked) return checked.value;
      streams.output.write(`  ${checked.problem}\n`);
    }
  };
  try {
    const folder =
      known.folder ??
      (await ask('Folder for the docs', defaultFolder, async (answer) => {
        const problem = await checkFolder(answer.trim());
        return problem ? { problem } : { value: answer.trim() };
      }));
    const name =
      known.name ?? (await ask('Site name', defaultNameFor(path.resolve(cwd, folder)), checkName));
    const theme =
      known.theme ??
      (await ask(`Theme, one of ${starterThemes.join(', ')}`, defaultTheme, checkTheme));
    const color = known.color ?? (await ask('Primary color', defaultColor, checkColor));
    return { folder, name, theme, color };
  } finally {
    lines.close();
  }
}
