/**
 * The script a page with islands loads besides the island runtime (`src/client/islands.ts`): the
 * compiled code of the page's `export`s and of the snippets it imports, each module as a list of
 * functions over a scope object, exactly the bodies the server ran in the page realm. It is a
 * file of the site (`/_folio/islands/<hash>.js`), so the site's Content-Security-Policy allows it
 * as one of the site's own scripts; nothing is turned from text into code in the browser.
 *
 * The runtime is named by the hash of Folio's code, as its bundle depends on nothing else.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { engineHash } from '../../shared/index.ts';
import type { ClientModule } from './snippet-modules.ts';

/** The URL of the island runtime, the same for every page of every site of this Folio. */
export async function islandRuntimeUrl(): Promise<string> {
  return `/_folio/islands.${(await engineHash()).slice(0, 16)}.js`;
}

/** A page's island script: its URL (by content hash) and its text. */
export interface IslandScript {
  url: string;
  text: string;
}

/** The script that hands `modules` to the island runtime. */
export function islandScript(modules: readonly ClientModule[]): IslandScript {
  const defined = modules.map((module) => {
    // Each body is code the server compiled in the same wrapper: sloppy mode, for `with`.
    const runs = module.bodies.map(
      (body) => `function (folio$scope) { with (folio$scope) {\n${body}\n} }`,
    );
    return `{ id: ${JSON.stringify(module.id)}, imports: ${JSON.stringify(module.imports)}, run: [${runs.join(', ')}] }`;
  });
  const text = `(self.folio$islands = self.folio$islands || []).push([\n${defined.join(',\n')}\n]);\n`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return { url: `/_folio/islands/${hash}.js`, text };
}
