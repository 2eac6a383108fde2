/**
 * `folio keys create`, `folio keys list` and `folio keys revoke`: the API keys of a Folio
 * server. A new key is printed once and stored nowhere (Folio keeps its hash); lists show its
 * prefix. Works whether or not `folio serve` is running (see `admin-command.ts`). Exit 0 when
 * done, 1 when refused (an unknown project or key), 2 on usage errors.
 *
 * @module
 */
import { parseArgs } from 'node:util';
import type { CreatedKey, KeySummary, RevokedKey } from '../../server/index.ts';
import type { ApiKeyType } from '../../storage/index.ts';
import { adminOptions, adminOptionsUsage, runAdmin, shortTime } from '../admin-command.ts';
import { ExitCode, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';
import { textTable } from '../text-table.ts';

export const keysUsage = `Usage: folio keys create --project ID --type admin|assistant [--label TEXT] [--json]
       folio keys create --org ID --type admin [--label TEXT] [--json]
       folio keys list [--project ID] [--json]
       folio keys revoke ID_OR_PREFIX [--json]

Creates, lists and revokes the API keys of a Folio server. A new key is printed once: copy it
then, Folio keeps only its hash. Works whether or not folio serve is running.

Options of create and list:
  --project ID      the project (its id or subdomain): an admin key may act on it only,
                    an assistant key asks its assistant
  --org ID          create an admin key for every project of this organization
  --type TYPE       admin (manage projects, agent jobs) or assistant (ask the assistant)
  --label TEXT      a note to recognise the key by in lists ("CI", "docs widget")

Options:
${adminOptionsUsage}`;

const KEY_TYPES: readonly ApiKeyType[] = ['admin', 'assistant'];

export async function keysCommand(args: string[], io: CliIo): Promise<number> {
  const [subcommand, ...rest] = args;
  if (subcommand === undefined || subcommand === '-h' || subcommand === '--help') {
    io.stdout(`${keysUsage}\n`);
    return subcommand === undefined ? ExitCode.usage : ExitCode.ok;
  }
  if (subcommand === 'create') return createCommand(rest, io);
  if (subcommand === 'list') return listCommand(rest, io);
  if (subcommand === 'revoke') return revokeCommand(rest, io);
  throw new UsageError(`unknown subcommand "${subcommand}": use create, list or revoke`);
}

async function createCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...adminOptions,
      project: { type: 'string' },
      org: { type: 'string' },
      type: { type: 'string' },
      label: { type: 'string' },
    },
  });
  if (values.help) {
    io.stdout(`${keysUsage}\n`);
    return ExitCode.ok;
  }
  noArguments('keys create', positionals);
  const type = keyType(values.type);
  if ((values.project === undefined) === (values.org === undefined)) {
    throw new UsageError('keys create needs either --project ID or --org ID (not both)');
  }
  if (values.org !== undefined && type !== 'admin') {
    throw new UsageError('an assistant key belongs to one project: use --project ID, not --org');
  }
  return runAdmin('keys create', values, io, async (admin) => {
    const created = await admin.createKey({
      type,
      projectId: values.project,
      organizationId: values.org,
      label: values.label,
    });
    return { json: created, text: createdText(created) };
  });
}

async function listCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...adminOptions, project: { type: 'string' } },
  });
  if (values.help) {
    io.stdout(`${keysUsage}\n`);
    return ExitCode.ok;
  }
  noArguments('keys list', positionals);
  return runAdmin('keys list', values, io, async (admin) => {
    const keys = await admin.listKeys({ projectId: values.project });
    return { json: { keys }, text: listText(keys) };
  });
}

async function revokeCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: adminOptions,
  });
  if (values.help) {
    io.stdout(`${keysUsage}\n`);
    return ExitCode.ok;
  }
  const [idOrPrefix, ...extra] = positionals;
  if (idOrPrefix === undefined) {
    throw new UsageError(
      'keys revoke needs the id or prefix of the key (folio keys list shows them)',
    );
  }
  if (extra.length > 0)
    throw new UsageError(`keys revoke takes one key, got ${positionals.join(' ')}`);
  return runAdmin('keys revoke', values, io, async (admin) => {
    const revoked = await admin.revokeKey(idOrPrefix);
    return { json: revoked, text: revokedText(revoked) };
  });
}

function keyType(value: string | undefined): ApiKeyType {
  if (value === undefined)
    throw new UsageError('keys create needs --type admin or --type assistant');
  const type = KEY_TYPES.find((known) => known === value);
  if (!type) throw new UsageError(`--type must be admin or assistant, got "${value}"`);
  return type;
}

function noArguments(command: string, positionals: readonly string[]): void {
  if (positionals.length > 0) {
    throw new UsageError(`${command} takes options only, got ${positionals.join(' ')}`);
  }
}

function createdText({ key, record }: CreatedKey): string {
  const label = record.label === null ? '' : `, labelled "${record.label}"`;
  return [
    `Created ${record.type === 'admin' ? 'an admin' : 'an assistant'} key for ${scopeText(record)}${label}:`,
    '',
    `  ${key}`,
    '',
    'Copy it now: it will not be shown again (Folio keeps only its hash).',
    `Lists show it as ${record.prefix}; its id is ${record.id}.`,
  ].join('\n');
}

function listText(keys: KeySummary[]): string {
  if (keys.length === 0) {
    return 'No keys yet. Create one with: folio keys create --project ID --type admin';
  }
  return textTable(
    ['ID', 'PREFIX', 'TYPE', 'PROJECT', 'LABEL', 'CREATED (UTC)', 'LAST USED', 'REVOKED'],
    keys.map((key) => [
      key.id,
      key.prefix,
      key.type,
      key.projectId === null ? 'all projects' : (key.projectSubdomain ?? key.projectId),
      key.label ?? '-',
      shortTime(key.createdAt),
      shortTime(key.lastUsedAt),
      shortTime(key.revokedAt),
    ]),
  );
}

function revokedText({ record, alreadyRevoked }: RevokedKey): string {
  const which = `${record.prefix} (${record.type}, ${scopeText(record)})`;
  if (alreadyRevoked) {
    return `Key ${which} was already revoked on ${shortTime(record.revokedAt)} UTC; nothing changed.`;
  }
  return `Revoked key ${which}: requests that use it are refused from now on.`;
}

function scopeText(key: KeySummary): string {
  if (key.projectId === null) return `every project of organization ${key.organizationId}`;
  return `project ${key.projectSubdomain ?? key.projectId}`;
}
