#!/usr/bin/env node
// Folio runs its TypeScript sources directly (Node >= 22.18 strips types natively). The compile
// cache is switched on before the first source loads, so even main.ts comes from it.
import module from 'node:module';

module.enableCompileCache?.();
await import('../src/cli/main.ts');
