/**
 * The order in which a migration's new files replace the old ones. Each rename is atomic, but
 * someone reading the folder between two of them (a dev server, a build, or any command after a
 * run was killed there) sees some files new and others old. The order is chosen so that every
 * such mix still shows every route the same page, checked like the final state
 * (`verify-migration.ts`): a migrated page's route may show the MDX page itself (not yet
 * deleted, listed or not) or its operation's page.
 *
 * Two orders are tried: specs first (the operations get the pages' content and routes while
 * docs.json still lists the pages), then the config files first (docs.json lists the operations
 * while the pages, no longer listed, still serve their routes). When neither holds at every
 * step, specs first is used and the plan says so; the journal still makes the run finish.
 *
 * @module
 */
import { identityOf, newErrors, simulateFolder } from './verify-migration.ts';
import type { PlannedState, SimulatedFolder } from './verify-migration.ts';
import type { MigrationInput } from './types.ts';

export interface ReplaceOrder {
  /** Changed files (specs and config files), in the order they replace the originals. */
  files: string[];
  /** Whether every route shows the same page after each replacement. */
  consistent: boolean;
}

/**
 * Chooses the order for the planned `state`; `migrated` maps each page file that is deleted to
 * its operation's identity (`endpointIdentity`).
 */
export async function chooseReplaceOrder(
  input: MigrationInput,
  state: PlannedState,
  migrated: ReadonlyMap<string, string>,
): Promise<ReplaceOrder> {
  const specs = [...state.specTexts.keys()].sort((a, b) => a.localeCompare(b));
  const configs = [...state.jsonTexts.keys()].sort((a, b) =>
    a === 'docs.json' ? 1 : b === 'docs.json' ? -1 : a.localeCompare(b),
  );
  const specsFirst = [...specs, ...configs];
  const orders =
    specs.length && configs.length ? [specsFirst, [...configs, ...specs]] : [specsFirst];
  for (const files of orders) {
    if (await readsTheSameAtEveryStep(input, state, files, migrated)) {
      return { files, consistent: true };
    }
  }
  return { files: specsFirst, consistent: false };
}

async function readsTheSameAtEveryStep(
  input: MigrationInput,
  state: PlannedState,
  files: readonly string[],
  migrated: ReadonlyMap<string, string>,
): Promise<boolean> {
  // After each replacement, up to all of them with no page deleted yet. Deleting pages after
  // that changes each page's own route only, from "the page" to the final state, both checked.
  for (let count = 1; count <= files.length; count++) {
    const done = new Set(files.slice(0, count));
    const midway: PlannedState = {
      jsonTexts: new Map([...state.jsonTexts].filter(([file]) => done.has(file))),
      specTexts: new Map([...state.specTexts].filter(([file]) => done.has(file))),
      deleted: new Set(),
    };
    const folder = await simulateFolder(input, midway);
    if (typeof folder === 'string') return false;
    if (newErrors(input.navigation, folder.tree).length) return false;
    if (midwayChanges(input, folder, migrated).length) return false;
  }
  return true;
}

/** Old routes that show something else midway: neither their page nor its operation's page. */
function midwayChanges(
  input: MigrationInput,
  folder: SimulatedFolder,
  migrated: ReadonlyMap<string, string>,
): string[] {
  const changed: string[] = [];
  for (const [route, page] of input.navigation.routes) {
    const accepted = new Set([identityOf(page)]);
    const operation = page.file === undefined ? undefined : migrated.get(page.file);
    if (operation !== undefined) accepted.add(operation);
    const shown = folder.tree.routes.get(route) ?? redirected(folder, route);
    const identity = identityOf(shown);
    // The page itself, or another migrated page of the same operation (a superseded one).
    const sameOperation =
      shown?.file !== undefined &&
      migrated.get(shown.file) === operation &&
      operation !== undefined;
    if (!accepted.has(identity) && !sameOperation) changed.push(route);
  }
  return changed;
}

function redirected(folder: SimulatedFolder, route: string) {
  const destination = folder.redirects.get(route);
  return destination === undefined ? undefined : folder.tree.routes.get(destination);
}
