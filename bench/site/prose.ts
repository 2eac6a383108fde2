/**
 * Prose for generated pages: titles, descriptions and sentences about a made-up product, with
 * inline code and inline links to other generated pages, in the tone of real docs sites.
 *
 * @module
 */
import type { Random } from './random.ts';

/** A page another page can link to. */
export interface LinkTarget {
  title: string;
  /** Site-absolute route without extension (`/guides/queues/retry-failed-runs`). */
  route: string;
}

const nouns = [
  'webhook',
  'deployment',
  'API key',
  'environment',
  'project',
  'queue',
  'worker',
  'schedule',
  'task',
  'run',
  'log drain',
  'metric',
  'alert',
  'access token',
  'secret',
  'region',
  'bucket',
  'database',
  'function',
  'cache',
  'build',
  'release',
  'team',
  'role',
  'policy',
  'integration',
  'event',
  'pipeline',
  'endpoint',
  'domain',
] as const;

const verbs = [
  'configure',
  'create',
  'manage',
  'deploy',
  'monitor',
  'debug',
  'migrate',
  'secure',
  'scale',
  'test',
  'rotate',
  'connect',
  'schedule',
  'retry',
  'limit',
  'export',
  'observe',
  'tag',
] as const;

/** Inline code, by what it is, so sentences can use each kind where it makes sense. */
const commands = [
  'npx acme@latest deploy --prod',
  'npx acme@latest init',
  'acme runs list --status failed',
  'acme env pull',
  'await client.runs.list()',
  'queue.pause()',
] as const;
const settings = [
  'maxAttempts',
  'retry.backoff',
  'timeoutSeconds',
  'concurrencyLimit',
  'idempotencyKey',
  'region: "eu-west-1"',
  'ACME_API_KEY',
  'machine.preset',
] as const;
const responses = ['429 Too Many Requests', '409 Conflict', '403 Forbidden', 'QUEUE_FULL'] as const;
const inlineCode = [...commands, ...settings, ...responses, 'acme.config.ts', 'ctx.run.id'];

const titlePatterns: readonly ((noun: string, verb: string) => string)[] = [
  (noun, verb) => `${capitalize(verb)} ${plural(noun)}`,
  (noun) => `${capitalize(noun)} overview`,
  (noun) => `Working with ${plural(noun)}`,
  (noun) => `${capitalize(noun)} reference`,
  (noun) => `${capitalize(noun)} limits`,
  (noun) => `Best practices for ${plural(noun)}`,
  (noun, verb) => `How to ${verb} ${article(noun)}`,
  (noun) => `Troubleshooting ${plural(noun)}`,
  (noun) => `${capitalize(noun)} lifecycle`,
];

/** A page title such as "Rotate access tokens" or "Queue limits". */
export function pageTitle(random: Random): string {
  return random.pick(titlePatterns)(random.pick(nouns), random.pick(verbs));
}

/** A group label such as "Queues" or "Deployments and releases". */
export function groupTitle(random: Random): string {
  const noun = random.pick(nouns);
  return random.chance(0.3)
    ? `${capitalize(plural(noun))} and ${plural(random.pick(nouns))}`
    : capitalize(plural(noun));
}

/** One line for the `description` frontmatter field (no quotes, no colon). */
export function description(random: Random, title: string): string {
  const noun = random.pick(nouns);
  return random.pick([
    `Learn how ${title.toLowerCase()} works and how to use it with your ${plural(noun)}.`,
    `Everything you need to know about ${title.toLowerCase()}, with examples.`,
    `A guide to ${title.toLowerCase()} for teams running ${plural(noun)} in production.`,
    `Reference and examples for ${title.toLowerCase()}.`,
  ]);
}

/** A section heading such as "Retry a webhook" or "Limits". */
export function headingText(random: Random): string {
  const noun = random.pick(nouns);
  return random.pick([
    `${capitalize(random.pick(verbs))} ${article(noun)}`,
    `${capitalize(noun)} settings`,
    'Limits',
    'How it works',
    `Using ${plural(noun)} with ${plural(random.pick(nouns))}`,
    'Examples',
    'Before you begin',
    `${capitalize(plural(noun))} in production`,
    'Next steps',
    'Common errors',
  ]);
}

/** One sentence; about one in five links to another page, about one in three has inline code. */
export function sentence(random: Random, links: readonly LinkTarget[]): string {
  const noun = random.pick(nouns);
  const other = random.pick(nouns);
  const verb = random.pick(verbs);
  const command = `\`${random.pick(commands)}\``;
  const setting = `\`${random.pick(settings)}\``;
  const response = `\`${random.pick(responses)}\``;
  const text = random.pick([
    `Each ${noun} belongs to exactly one ${other}, and you can change it later from the dashboard.`,
    `To ${verb} ${article(noun)}, open the ${other} settings and choose the option that fits your workload.`,
    `Run ${command} to ${verb} ${article(noun)} from your terminal or from CI.`,
    `When ${article(noun)} fails, it is retried with exponential backoff until it reaches the limit set by ${setting}.`,
    `You can ${verb} ${plural(noun)} per ${other}, which keeps staging and production separate.`,
    `The ${noun} is created as soon as the first ${other} references it, so there is nothing to set up in advance.`,
    `Most teams ${verb} their ${plural(noun)} once and forget about them; the defaults are safe for production.`,
    `Changes to ${article(noun)} take effect on the next ${other}, not on the ones that are already running.`,
    `Set ${setting} when you need more control over how each ${noun} behaves.`,
    `If you ${verb} ${article(noun)} by mistake, you can restore it from the audit log within 30 days.`,
    `Requests that exceed the limit return ${response} and can be retried safely.`,
    `${capitalize(article(noun))} can reference up to 100 ${plural(other)}, and each of them is billed separately.`,
  ]);
  if (links.length > 0 && random.chance(0.2)) {
    const target = random.pick(links);
    return `${text} See [${target.title.toLowerCase()}](${target.route}) for details.`;
  }
  return text;
}

/** A paragraph of two to four sentences. */
export function paragraph(random: Random, links: readonly LinkTarget[]): string {
  const count = random.int(2, 4);
  return Array.from({ length: count }, () => sentence(random, links)).join(' ');
}

/** A short list item: a noun phrase, sometimes with inline code or a link. */
export function listItem(random: Random, links: readonly LinkTarget[]): string {
  const noun = random.pick(nouns);
  if (links.length > 0 && random.chance(0.2)) {
    const target = random.pick(links);
    return `[${target.title}](${target.route}): how it relates to ${plural(noun)}`;
  }
  return random.pick([
    `${capitalize(random.pick(verbs))} the ${noun} before you deploy`,
    `\`${random.pick(settings)}\` applies to every ${noun} in the project`,
    `${capitalize(plural(noun))} are kept for 30 days on the free plan`,
    `One ${noun} per ${random.pick(nouns)} is enough for most projects`,
    `Check the ${noun} logs when a run stays queued`,
  ]);
}

/** A table cell value: inline code, a number with a unit, or a few words. */
export function tableCell(random: Random): string {
  return random.pick([
    `\`${random.pick(inlineCode)}\``,
    `${String(random.int(1, 500))} ${random.pick(['ms', 'MB', 'runs', 'requests/s', 'days'])}`,
    random.pick(['Yes', 'No', 'Optional', 'Required']),
    `Per ${random.pick(nouns)}`,
  ]);
}

/** A random noun, exported for component text. */
export function randomNoun(random: Random): string {
  return random.pick(nouns);
}

/** "a webhook", "an event". */
export function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** "Webhook" from "webhook". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "webhooks", "policies", "access tokens". */
export function plural(noun: string): string {
  if (noun.endsWith('y') && !/[aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|sh|ch|x)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** "retry-failed-runs" from "Retry failed runs". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll(/[^a-z\d]+/g, '-')
    .replaceAll(/^-|-$/g, '');
}
