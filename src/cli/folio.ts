#!/usr/bin/env node
/**
 * The `folio` executable (`dist/cli/folio.js` once compiled; `node src/cli/folio.ts` from a
 * clone). The compile cache is switched on before the rest of Folio loads, so even main's
 * modules come from it, and the module pack (./module-pack.ts) spares Node resolving and
 * reading each module again. Before either, `validate` restarts with a bounded young generation
 * (./young-generation.ts).
 *
 * @module
 */
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundYoungGeneration } from './young-generation.ts';

await boundYoungGeneration();
module.enableCompileCache();
if (typeof module.registerHooks === 'function' && process.env['FOLIO_MODULE_PACK'] !== '0') {
  const { ModulePack } = await import('./module-pack.ts');
  const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
  new ModulePack({ root, command: process.argv[2] }).install();
}
await import('./main.ts');
