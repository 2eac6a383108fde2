/**
 * Stand-ins for Font Awesome Pro icons, which sites use freely but Font Awesome Free does not ship:
 * `circle-1` / `square-e` style badges are drawn (a shape with the character inside), and other
 * names try a stand-in from a short table of common Pro names, then a related Free icon
 * (`spinner-third` → `spinner`, `rectangle-terminal` → `terminal`).
 *
 * @module
 */

/**
 * An outlined circle or square with a character inside, for `circle-<c>` and `square-<c>` names
 * (one letter, or a number up to 99). `undefined` for other names.
 */
export function shapeWithCharacterSvg(name: string): string | undefined {
  const match = /^(circle|square)-([a-z]|\d{1,2})$/.exec(name);
  if (!match) return undefined;
  const [, shape, character = ''] = match;
  const outline =
    shape === 'circle'
      ? '<circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" stroke-width="2"/>'
      : '<rect x="1.5" y="1.5" width="21" height="21" rx="4" fill="none" stroke="currentColor" stroke-width="2"/>';
  const fontSize = character.length > 1 ? 10 : 13;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">' +
    outline +
    `<text x="12" y="12" dy="0.35em" text-anchor="middle" font-size="${fontSize}" font-weight="700" font-family="system-ui, sans-serif" fill="currentColor">${character.toUpperCase()}</text>` +
    '</svg>'
  );
}

/**
 * Related names to try for a missing icon, closest first: the singular of a plural (`books` →
 * `book`), the name without its last segments (`gauge-simple-low` → `gauge-simple`, `gauge`),
 * then without its first ones (`rectangle-terminal` → `terminal`).
 */
export function relatedIconNames(name: string): string[] {
  const names: string[] = [];
  if (name.endsWith('s') && name.length > 3) names.push(name.slice(0, -1));
  const segments = name.split('-');
  for (let count = segments.length - 1; count >= 1; count -= 1) {
    names.push(segments.slice(0, count).join('-'));
  }
  for (let start = 1; start < segments.length; start += 1) {
    names.push(segments.slice(start).join('-'));
  }
  return names.filter((candidate) => candidate !== name);
}

/**
 * Common Font Awesome Pro names whose closest Free icon is not found by trimming the name: the
 * Pro icon and its Free stand-in show the same thing (`user-robot` is a robot, not a user).
 * Names that trimming finds (`rocket-launch` → `rocket`) are not listed.
 */
const proStandIns: Readonly<Record<string, string>> = {
  'arrow-progress': 'bars-progress',
  'block-brick': 'cubes',
  'brain-circuit': 'brain',
  browser: 'window-maximize',
  browsers: 'window-restore',
  'chart-mixed': 'chart-simple',
  'chart-line-up': 'chart-line',
  'code-simple': 'code',
  'key-skeleton': 'key',
  'light-emergency-on': 'lightbulb',
  'lightbulb-on': 'lightbulb',
  'message-bot': 'robot',
  'rectangle-code': 'code',
  'square-terminal': 'terminal',
  'user-robot': 'robot',
  'wand-sparkles': 'wand-magic-sparkles',
  website: 'globe',
};

/** The Free names to try for a missing icon: its listed stand-in first, then related names. */
export function standInNames(name: string): string[] {
  const listed = proStandIns[name];
  return listed === undefined ? relatedIconNames(name) : [listed, ...relatedIconNames(name)];
}
