/**
 * `folio init [dir]`: writes a starter docs folder (docs.json with tabs and groups, pages using
 * common components, an OpenAPI spec with generated endpoint pages, logo, favicon). On a
 * terminal it asks for what the flags did not give; otherwise (or with `--yes`) it takes the
 * defaults. Exit 0 when written, 1 when refused (nothing written), 2 on usage errors.
 *
 * @module
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  askStarterOptions,
  checkColor,
  checkName,
  checkTheme,
  defaultColor,
  defaultFolder,
  defaultTheme,
  fillTemplate,
  PromptCancelled,
  StarterError,
  starterPaths,
  starterProblem,
  starterThemes,
  withDefaults,
  writeStarter,
} from '../../init/index.ts';
import type { Checked, KnownAnswers, StarterChoice } from '../../init/index.ts';
import { ExitCode, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';

export const initUsage = `Usage: folio init [dir] [--name NAME] [--theme THEME] [--color HEX] [--yes] [--force]

Writes a starter docs folder into dir (default: ${defaultFolder}): docs.json with two tabs,
pages that use common components, an OpenAPI spec with generated endpoint pages, a logo and
a favicon. On a terminal, asks for the folder, name, theme and color the options do not give.

Options:
  --name NAME     the site name (default: from the folder name, my-docs → My Docs)
  --theme THEME   ${starterThemes.join(', ')} (default: ${defaultTheme})
  --color HEX     the primary color, such as #16A34A (default: ${defaultColor})
  --yes, -y       ask nothing: take the defaults for what the options do not give
  --force         also write into a folder that is not empty (existing files are never
                  overwritten: the command refuses and lists them)
  -h, --help`;

export async function initCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      theme: { type: 'string' },
      color: { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${initUsage}\n`);
    return ExitCode.ok;
  }
  if (positionals.length > 1) {
    throw new UsageError(
      `init takes one folder, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  const force = values.force === true;
  const known: KnownAnswers = {
    folder: positionals[0],
    name: flag('--name', values.name, checkName),
    theme: flag('--theme', values.theme, checkTheme),
    color: flag('--color', values.color, checkColor),
  };
  const shownAs = (folder: string) => path.relative(io.cwd, folder) || '.';
  const paths = await starterPaths();
  if (known.folder !== undefined) {
    // Refuse a folder given on the command line before asking anything.
    const target = path.resolve(io.cwd, known.folder);
    const problem = await starterProblem(target, paths, force, shownAs(target));
    if (problem) {
      io.stderr(`folio init: ${problem}\n`);
      return ExitCode.failed;
    }
  }

  let answers: StarterChoice;
  try {
    answers =
      io.terminal && values.yes !== true
        ? await askStarterOptions({
            streams: io.terminal,
            known,
            defaultFolder,
            cwd: io.cwd,
            checkFolder: (folder) =>
              starterProblem(path.resolve(io.cwd, folder), paths, force, folder),
          })
        : withDefaults(known, io.cwd);
  } catch (error) {
    if (!(error instanceof PromptCancelled)) throw error;
    io.stderr(`folio init: ${error.message}\n`);
    return ExitCode.failed;
  }

  const folder = path.resolve(io.cwd, answers.folder);
  const files = await fillTemplate(answers);
  try {
    await writeStarter({ folder, files, force, shownAs: shownAs(folder) });
  } catch (error) {
    if (!(error instanceof StarterError)) throw error;
    io.stderr(`folio init: ${error.message}\n`);
    return ExitCode.failed;
  }
  io.stdout(
    report(
      answers.name,
      shownAs(folder),
      files.map((file) => file.path),
    ),
  );
  return ExitCode.ok;
}

/** A flag's value, checked: a wrong one is a usage error naming the flag. */
function flag(
  name: string,
  value: string | undefined,
  check: (input: string) => Checked,
): string | undefined {
  if (value === undefined) return undefined;
  const checked = check(value);
  if ('problem' in checked) throw new UsageError(`${name}: ${checked.problem}`);
  return checked.value;
}

function report(name: string, shownAs: string, files: readonly string[]): string {
  const steps = shownAs === '.' ? [] : [`cd ${shellWord(shownAs)}`];
  steps.push('npx folio-docs dev');
  return `Created ${name} in ${shownAs} (${files.length} files):
${files.map((file) => `  ${file}`).join('\n')}

Next steps:
${steps.map((step) => `  ${step}`).join('\n')}

Then open http://127.0.0.1:3000 and edit index.mdx: the page reloads each time you save.
`;
}

/** A folder as a shell reads it: quoted when it has spaces or other special characters. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
