/**
 * `npm run build`: the package as it is installed. Node does not strip types under
 * `node_modules`, so an install runs JavaScript: `src/` is compiled file by file to `dist/`
 * (same tree, imports renamed `.js`), the files that are not code (stylesheets, templates,
 * the sample site spares warm up on) are copied beside it, and the two browser scripts are
 * bundled ahead, so an install needs no bundler. A clone keeps running `src/` directly.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const source = path.join(root, 'src');
const output = path.join(root, 'dist');

/**
 * Files under `src/` that stay out of the package: unit tests and their snapshots (test support
 * lives in `test/`), and the browser code's own tsconfig (type checking, not run time).
 */
function isLeftOut(file: string): boolean {
  return (
    file.endsWith('.test.ts') ||
    file.split(path.sep).includes('__snapshots__') ||
    path.basename(file) === 'tsconfig.json'
  );
}

const started = performance.now();
rmSync(output, { recursive: true, force: true });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});

let copied = 0;
for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
  const from = path.join(entry.parentPath, entry.name);
  const file = path.relative(source, from);
  if (!entry.isFile() || file.endsWith('.ts') || isLeftOut(file)) continue;
  mkdirSync(path.dirname(path.join(output, file)), { recursive: true });
  copyFileSync(from, path.join(output, file));
  copied++;
}

// The browser scripts (src/client), bundled by the same step a clone runs on first use, and
// placed where the site build looks first: `dist/client/<entry>.bundle.js`. The client's own
// sources are not compiled (tsconfig.build.json leaves them out), only bundled.
// Loaded after tsc so a type error stops the build before anything is bundled.
const { bundleScript, CLIENT_ENTRIES } = await import('../src/site/index.ts');
for (const entry of Object.values(CLIENT_ENTRIES)) {
  const target = path.join(output, `${path.relative(source, entry)}.bundle.js`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, await bundleScript(`${entry}.ts`));
}

// Mermaid's browser script, the one file of it sites use (its package's dependencies are large).
const mermaid = path.dirname(createRequire(import.meta.url).resolve('mermaid/package.json'));
const { VENDORED_MERMAID } = await import('../src/shared/index.ts');
const vendored = path.join(output, path.relative(source, VENDORED_MERMAID));
mkdirSync(vendored, { recursive: true });
copyFileSync(path.join(mermaid, 'dist', 'mermaid.min.js'), path.join(vendored, 'mermaid.min.js'));
copyFileSync(path.join(mermaid, 'LICENSE'), path.join(vendored, 'LICENSE'));

// The icon packages' SVGs and alias lists, one JSON file per folder (the packages are over
// 100 MB); see src/render/icons/package-files.ts.
const { ICON_PACKAGE_FILES, VENDOR_FOLDER } = await import('../src/render/icons/index.ts');
for (const [name, wanted] of Object.entries(ICON_PACKAGE_FILES)) {
  const from = path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  const folders = new Map<string, Record<string, string>>();
  for (const item of wanted) {
    const full = path.join(from, item);
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: 'utf8' }).map((file) =>
          path.join(item, file),
        )
      : [item];
    for (const file of files.filter((each) => statSync(path.join(from, each)).isFile())) {
      const folder = path.dirname(file);
      const packed = folders.get(folder) ?? {};
      packed[path.basename(file)] = readFileSync(path.join(from, file), 'utf8');
      folders.set(folder, packed);
    }
  }
  const to = path.join(output, path.relative(source, VENDOR_FOLDER), name);
  for (const [folder, packed] of folders) {
    mkdirSync(path.join(to, folder), { recursive: true });
    writeFileSync(path.join(to, folder, 'files.json'), JSON.stringify(packed));
  }
  const licence = readdirSync(from).find((file) => /^licen[sc]e/i.test(file));
  if (licence) copyFileSync(path.join(from, licence), path.join(to, licence));
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `dist/ built in ${seconds} s (${String(copied)} files copied, browser scripts bundled)`,
);
