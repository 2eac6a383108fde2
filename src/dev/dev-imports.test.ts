import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const devCommand = pathToFileURL(path.join(import.meta.dirname, '../cli/commands/dev.ts')).href;

/** The files under src/ that importing `url` loads, in a process of their own. */
function loadedSourceFiles(url: string): string[] {
  const script = [
    "import module from 'node:module';",
    'const seen = new Set();',
    'module.registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); seen.add(found.url); return found; } });',
    `await import(${JSON.stringify(url)});`,
    'console.log(JSON.stringify([...seen]));',
  ].join('\n');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  const src = pathToFileURL(path.join(import.meta.dirname, '..')).href;
  return (JSON.parse(out) as string[])
    .filter((found) => found.startsWith(`${src}/`))
    .map((found) => found.slice(src.length + 1));
}

describe('folio dev start-up', () => {
  // The server listens and starts reading the pages' heads on a thread of their own before
  // the renderer's modules load (see site-modules.ts); a static import of a heavy module from
  // the server's own files would load them all first, and start that thread 0.1 s later.
  it('loads none of the heavy modules before it listens', () => {
    const loaded = loadedSourceFiles(devCommand);
    expect(loaded).toContain('dev/dev-server.ts');
    const heavy = loaded.filter((file) =>
      /^(render|content|site|search|openapi|navigation|config)\//.test(file),
    );
    // The heads reader and the one file it reads heads with, which the dev server starts
    // before the content module loads.
    expect(heavy).toEqual(['content/read-heads-ahead.ts', 'content/page-head.ts']);
  });
});
