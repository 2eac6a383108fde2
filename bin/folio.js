#!/usr/bin/env node
// Folio runs its TypeScript sources directly (Node >= 22.18 strips types natively).
import '../src/cli/main.ts';
