import { loadDocsProject } from './src/content/index.ts';
import { PageRenderer } from './src/render/index.ts';
import { readFileSync } from 'node:fs';
const root = process.argv[2]; const n = Number(process.argv[3] ?? 300);
let t = performance.now();
const project = await loadDocsProject(root, {});
console.log('load', (performance.now()-t).toFixed(0));
const renderer = new PageRenderer(project, { css: '/a.css', js: '/a.js' } as any, {});
const routes = [...renderer.nav.tree.routes.values()];
console.log('routes', routes.length);
// sample spread across routes
const step = Math.max(1, Math.floor(routes.length / n));
let compileMs = 0, totalMs = 0; let count = 0;
const origCompile = renderer.compile.bind(renderer);
(renderer as any).compile = async (s: string, f: string) => { const a = performance.now(); const r = await origCompile(s, f); compileMs += performance.now() - a; return r; };
for (let i = 0; i < routes.length && count < n; i += step, count++) {
  const page = routes[i]; const src = page.file ? readFileSync(root + '/' + page.file, 'utf8') : undefined;
  const a = performance.now(); await renderer.renderPage(page, src); totalMs += performance.now() - a;
}
console.log({ count, compileMs: compileMs.toFixed(0), totalMs: totalMs.toFixed(0), perPage: (totalMs / count).toFixed(1) });
