/**
 * `folio upgrade [dir] [--delete] [--format text|json|github]`: writes the docs.json equivalent
 * to a folder's legacy mint.json (the same conversion Folio applies in memory when it reads
 * mint.json), keeping mint.json unless `--delete`. Written at once, or not at all. Exit 0 when
 * written, 1 when refused (docs.json already there, no mint.json, mint.json unreadable) or a
 * write failed (nothing changed), 2 on usage errors.
 *
 * @module
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { planUpgrade } from '../../config/index.ts';
import type { UpgradePlan } from '../../config/index.ts';
import { displayPath, formatDiagnostics, plural, replaceFiles } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { ExitCode, oneFolder } from '../io.ts';
import type { CliIo } from '../io.ts';
import { annotations, formatArgs, outputFormat } from '../report-options.ts';

export const upgradeUsage = `Usage: folio upgrade [dir] [--delete] [--format text|json|github]

Writes docs.json from the legacy mint.json of dir (default: the current folder): the same
settings, renamed where docs.json names them differently, and the navigation rebuilt with
tabs, anchors and versions holding their groups. Lists the mint.json settings docs.json has
no place for. Folio already reads a folder with only mint.json (converted in memory, with a
warning); the upgraded folder builds the same pages.

Options:
  --delete          also delete mint.json (in the same step: both or neither)
  --format FORMAT   text (default), json (a summary), or github (annotations)
  --json            the same as --format json
  -h, --help

Exit codes: 0 written, 1 refused (docs.json already exists, no mint.json, mint.json cannot
be read) or a file could not be written (nothing was changed), 2 usage error.`;

/** The `--format json` summary. */
export interface UpgradeJson {
  ok: boolean;
  root: string;
  written: string | null;
  deleted: string | null;
  error: string | null;
  notes: Diagnostic[];
  diagnostics: Diagnostic[];
}

export async function upgradeCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      delete: { type: 'boolean' },
      ...formatArgs,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${upgradeUsage}\n`);
    return ExitCode.ok;
  }
  const format = outputFormat(values);
  const root = oneFolder('upgrade', positionals, io, '.');
  const planned = await planUpgrade(root);
  if (!planned.ok) {
    const { refusal } = planned;
    const diagnostics = refusal.reason === 'unreadable' ? refusal.diagnostics : [];
    if (format === 'json') {
      io.stdout(
        `${JSON.stringify(summary(root, { error: refusal.message, diagnostics }), null, 2)}\n`,
      );
    } else if (format === 'github') {
      io.stdout(annotations(diagnostics, root, io));
      io.stderr(`folio upgrade: ${refusal.message}\n`);
    } else {
      const listed =
        diagnostics.length > 0
          ? `${formatDiagnostics(diagnostics, { root, cwd: io.cwd, color: io.color })}\n\n`
          : '';
      io.stderr(`${listed}folio upgrade: ${refusal.message}\n`);
    }
    return ExitCode.failed;
  }
  const { plan } = planned;
  const remove = values.delete === true;
  const docsFile = path.join(root, 'docs.json');
  const mintFile = path.join(root, 'mint.json');
  const encoder = new TextEncoder();
  await replaceFiles(
    [
      { file: docsFile, bytes: encoder.encode(plan.text), original: undefined, label: 'docs.json' },
      ...(remove
        ? [
            {
              file: mintFile,
              bytes: undefined,
              original: encoder.encode(plan.mintText),
              label: 'mint.json',
            },
          ]
        : []),
    ],
    { purpose: 'upgrade', command: 'folio upgrade' },
  );
  if (format === 'json') {
    const done = summary(root, { plan, remove });
    io.stdout(`${JSON.stringify(done, null, 2)}\n`);
  } else if (format === 'github') {
    io.stdout(annotations([...plan.notes, ...plan.diagnostics], root, io));
  } else {
    io.stdout(report(plan, remove, io));
  }
  return ExitCode.ok;
}

function summary(
  root: string,
  outcome: { plan: UpgradePlan; remove: boolean } | { error: string; diagnostics: Diagnostic[] },
): UpgradeJson {
  if ('error' in outcome) {
    return {
      ok: false,
      root,
      written: null,
      deleted: null,
      error: outcome.error,
      notes: [],
      diagnostics: outcome.diagnostics,
    };
  }
  const { plan, remove } = outcome;
  return {
    ok: true,
    root,
    written: 'docs.json',
    deleted: remove ? 'mint.json' : null,
    error: null,
    notes: plan.notes,
    diagnostics: plan.diagnostics,
  };
}

function report(plan: UpgradePlan, remove: boolean, io: CliIo): string {
  const where = displayPath('.', { root: plan.root, cwd: io.cwd });
  const folder = where.startsWith('../') ? plan.root : where;
  const parts = [
    remove
      ? `Wrote docs.json and deleted mint.json in ${folder}.`
      : `Wrote docs.json in ${folder} (mint.json kept: Folio now reads docs.json; delete mint.json when you no longer need it).`,
  ];
  const options = { root: plan.root, cwd: io.cwd, sources: plan.sources, color: io.color };
  if (plan.notes.length > 0) {
    parts.push(
      `${plural(plan.notes.length, 'mint.json setting')} with no docs.json equivalent:\n\n${formatDiagnostics(plan.notes, options)}`,
    );
  }
  const errors = plan.diagnostics.filter((d) => d.severity === 'error').length;
  if (plan.diagnostics.length > 0) {
    parts.push(
      `${errors > 0 ? `docs.json has ${plural(errors, 'error')} to fix` : 'docs.json has warnings'} (positions are in mint.json; folio validate shows them in docs.json):\n\n${formatDiagnostics(plan.diagnostics, options)}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}
