/**
 * The themes of the docs.json format.
 *
 * @module
 */

/** Themes of the docs.json format. Others are accepted with a warning and rendered as `mint`. */
export const knownThemes = [
  'mint',
  'maple',
  'palm',
  'willow',
  'linden',
  'almond',
  'aspen',
  'sequoia',
  'luma',
];
