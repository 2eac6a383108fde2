#!/usr/bin/env node
// Folio runs its TypeScript sources directly (Node >= 22.18 strips types natively). The compile
// cache is switched on before the first source loads, so even main.ts comes from it, and the
// module pack (src/cli/module-pack.ts) spares Node resolving and reading each module again.
import module from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

module.enableCompileCache?.();
if (typeof module.registerHooks === 'function' && process.env.FOLIO_MODULE_PACK !== '0') {
  const { ModulePack } = await import('../src/cli/module-pack.ts');
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  new ModulePack({ root, command: process.argv[2] }).install();
}
await import('../src/cli/main.ts');
