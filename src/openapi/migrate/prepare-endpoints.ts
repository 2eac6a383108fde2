/**
 * The pages of each endpoint, and the spec edits that carry the winning page (the one that
 * comes last in docs.json) into the operation: found in the spec file, checked (an operation
 * marked `x-excluded` gets no page, so its content would vanish), and turned into text edits.
 *
 * @module
 */
import type { Diagnostic } from '../../shared/index.ts';
import type { Candidate } from './collect-pages.ts';
import type { EndpointTarget } from './endpoint-target.ts';
import { extensionChange, LEGACY_EXTENSION, MCP_EXTENSION } from './extension-value.ts';
import type { ExtensionChange } from './extension-value.ts';
import { pageExtension } from './page-source.ts';
import { locateOperation, operationPosition, specEdits } from './spec-file.ts';
import type { SpecFile } from './spec-file.ts';
import type { TextEdit } from './text-edits.ts';

/** One endpoint with MDX pages. */
export interface EndpointPlan {
  target: EndpointTarget;
  /** Its pages that can be read, in docs.json order of their last entry. */
  pages: Candidate[];
  /** The page whose content the operation gets. */
  winner: Candidate;
  spec?: SpecFile | undefined;
  /** Edits to the spec text (none when the operation already has the content). */
  edits: TextEdit[];
  notes: string[];
  /** Why the endpoint's pages stay. */
  reason?: Diagnostic | undefined;
}

/** Groups the readable candidates by endpoint and prepares each endpoint's spec edits. */
export async function prepareEndpoints(
  candidates: readonly Candidate[],
  specFile: (key: string) => Promise<SpecFile | string>,
): Promise<EndpointPlan[]> {
  const groups = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const { target } = candidate;
    if (!target || !candidate.source || candidate.reason) continue;
    const key = `${target.spec}\u0000${target.method}\u0000${target.path}`;
    const list = groups.get(key);
    if (list) list.push(candidate);
    else groups.set(key, [candidate]);
  }
  const plans: EndpointPlan[] = [];
  for (const pages of groups.values()) {
    pages.sort((a, b) => a.lastOrder - b.lastOrder);
    const winner = pages.at(-1) as Candidate;
    const target = winner.target as EndpointTarget;
    const plan: EndpointPlan = { target, pages, winner, edits: [], notes: [] };
    plans.push(plan);
    const fail = (message: string, hint: string, at?: SpecFile & { keys: string[] }) => {
      plan.reason = {
        severity: 'error',
        code: 'migrate-spec-not-editable',
        message: `${message}: ${pages.map((page) => page.file).join(', ')} ${pages.length > 1 ? 'are' : 'is'} left as ${pages.length > 1 ? 'they are' : 'it is'}`,
        hint,
        position: at
          ? { file: at.key, ...operationPosition(at, at.keys) }
          : { file: winner.file, line: winner.openapiLine, column: 1 },
      };
    };
    const spec = await specFile(target.spec);
    if (typeof spec === 'string') {
      fail(
        spec,
        'Fix the spec (folio openapi-check shows its problems), then run migrate-mdx again.',
      );
      continue;
    }
    plan.spec = spec;
    const label = `${target.method.toUpperCase()} ${target.path}`;
    const location = locateOperation(spec.value, target.method, target.path);
    if (!location) {
      fail(
        `${label} is not written in ${spec.key}`,
        'Write the operation into the spec file itself (not through a $ref to another file).',
      );
      continue;
    }
    if (location.operation['x-excluded'] === true) {
      fail(
        `${label} is marked x-excluded in ${spec.key}, so it gets no page and its content would not be shown`,
        'Remove x-excluded from the operation, or keep the MDX page.',
        { ...spec, keys: location.keys },
      );
      continue;
    }
    const source = winner.source;
    if (!source) continue;
    const change = extensionChange(location.operation, pageExtension(source, winner.page.route));
    if (change) {
      const edits = specEdits(spec, location, change);
      if (typeof edits === 'string') {
        fail(
          `${spec.key}: ${edits}`,
          edits.includes('anchor')
            ? 'Write the operation out in full where it is used (no shared anchor), or move the page by hand.'
            : 'Edit the operation by hand, or rewrite it in plain block style.',
          { ...spec, keys: location.keys },
        );
        continue;
      }
      plan.edits = edits;
      plan.notes.push(...changeNotes(change));
    }
    if (location.operation['x-hidden'] === true) {
      plan.notes.push('the operation is x-hidden: its page is built but not listed in the sidebar');
    }
    const others = pages.slice(0, -1).filter((page) => page.source?.body !== source.body);
    if (others.length) {
      plan.notes.push(
        `${others.map((page) => page.file).join(', ')} also ${others.length > 1 ? 'document' : 'documents'} this endpoint with other content; the page listed last in docs.json wins`,
      );
    }
  }
  return plans;
}

/** What a change does to extensions the operation already has, said so nothing is replaced silently. */
function changeNotes(change: ExtensionChange): string[] {
  const notes: string[] = [];
  const existing = change.replace === MCP_EXTENSION ? undefined : change.replace;
  if (existing === LEGACY_EXTENSION) notes.push(`its ${LEGACY_EXTENSION} becomes x-folio`);
  if (existing && change.overridden.length) {
    const what =
      change.overridden[0] === 'value'
        ? `its ${existing}, which is not an object`
        : `the ${change.overridden.join(', ')} its ${existing} already had`;
    notes.push(`replaces ${what} (the MDX page wins)`);
  }
  if (change.remove.includes(MCP_EXTENSION) || change.replace === MCP_EXTENSION) {
    notes.push(`${MCP_EXTENSION} moves into x-folio.mcp`);
  }
  return notes;
}
