/**
 * The Node.js releases that can run hosted builds. A build process runs with
 * `--disallow-code-generation-from-strings`, and before Node.js 22.23 (on 22) and 24.14 (on 24)
 * that flag broke named imports from CommonJS packages that re-export another module (React
 * among them: nodejs/node#61078), so every build failed. Folio's other commands do not use the
 * flag; the server refuses to start on those releases rather than fail each build.
 *
 * @module
 */

/** The first release of each line that has the fix; lines after 24 all have it. */
const FIRST_FIXED: Record<number, [number, number]> = { 22: [23, 0], 24: [14, 0] };

/** Whether Node.js `version` (`process.versions.node`) can run isolated builds. */
export function runsIsolatedBuilds(version: string): boolean {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (major > 24) return true;
  const fixed = FIRST_FIXED[major];
  if (!fixed) return false;
  return minor > fixed[0] || (minor === fixed[0] && patch >= fixed[1]);
}

/** Why the server does not start on `version`, or undefined when it can. */
export function isolatedBuildsRefusal(version: string): string | undefined {
  if (runsIsolatedBuilds(version)) return undefined;
  return `hosted builds need Node.js 22.23 or later on 22, or 24.14 or later (this is ${version}): older releases break the isolated builds (nodejs/node#61078). Update Node.js; the other commands run on this one.`;
}
