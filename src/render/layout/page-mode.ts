/**
 * The page modes a page picks with `mode` in its frontmatter, and which parts of the layout each
 * one shows, as the format documents them (the platform's page-mode table):
 *
 * | mode      | sidebar | title | table of contents | previous / next | footer | width        |
 * | --------- | ------- | ----- | ----------------- | --------------- | ------ | ------------ |
 * | `default` | yes     | yes   | yes               | yes             | yes    | reading      |
 * | `wide`    | yes     | yes   | no                | yes             | yes    | full         |
 * | `center`  | no      | yes   | no                | yes             | yes    | centered     |
 * | `custom`  | no      | no    | no                | no              | no     | full, no gap |
 * | `frame`   | yes     | no    | no                | no              | yes    | full, no gap |
 *
 * `custom` is a blank canvas under the header; `frame` is the same canvas beside the sidebar.
 * Any other value (a typo, a mode of another product) lays the page out as `default`.
 *
 * @module
 */

export type PageMode = 'default' | 'wide' | 'center' | 'custom' | 'frame';

/** The parts of the layout a page mode shows. */
export interface PageModeParts {
  mode: PageMode;
  sidebar: boolean;
  /** The eyebrow, title and description above the content. */
  header: boolean;
  tableOfContents: boolean;
  pagination: boolean;
  footer: boolean;
}

const parts: Record<PageMode, Omit<PageModeParts, 'mode'>> = {
  default: { sidebar: true, header: true, tableOfContents: true, pagination: true, footer: true },
  wide: { sidebar: true, header: true, tableOfContents: false, pagination: true, footer: true },
  center: { sidebar: false, header: true, tableOfContents: false, pagination: true, footer: true },
  custom: {
    sidebar: false,
    header: false,
    tableOfContents: false,
    pagination: false,
    footer: false,
  },
  frame: { sidebar: true, header: false, tableOfContents: false, pagination: false, footer: true },
};

/** What the layout shows for the page mode `mode` (frontmatter text; unknown means `default`). */
export function pageModeParts(mode: string | undefined): PageModeParts {
  const known = mode !== undefined && Object.hasOwn(parts, mode) ? (mode as PageMode) : 'default';
  return { mode: known, ...parts[known] };
}
