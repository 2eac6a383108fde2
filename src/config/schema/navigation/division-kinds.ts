/**
 * The division kinds of docs.json's navigation (tabs, anchors, dropdowns, products, versions,
 * languages, and the menu items inside a tab), each listed once. Everything else is built from
 * this table: the zod schemas (`division-schemas.ts`), the types (`types.ts`, inferred from the
 * fields below) and the resolver's walk (`src/navigation/division-lists.ts`). Adding a kind is a
 * row here, then the branches the compiler asks for.
 *
 * Rows are in the order the resolver walks a level's lists, which is the reading order of pages.
 *
 * @module
 */
import * as z from 'zod';
import { colorPairSchema } from '../common.ts';
import { languageCodeSchema } from './language-code.ts';
import { requiredName } from '../section.ts';

/**
 * One row per kind:
 * - `list`: the field of a navigation level that holds entries of this kind (`"tabs": [...]`);
 * - `label`: the field that names one entry (`"tab": "Guides"`), checked by `name`;
 * - `what` and `example`: how messages name an entry and show a correct one;
 * - `fields`: the entry's own fields, besides its name and the fields every division has;
 * - `global`: its entries may carry `global` links of their own, shown on their pages only;
 * - `within`: the only kind whose entries may hold this list; without it, every level may.
 */
export const divisionKinds = {
  /** A dropdown menu of items inside a tab. */
  menu: {
    list: 'menu',
    label: 'item',
    name: requiredName('A menu item name', '"item": "SDKs"'),
    what: 'a menu item',
    example: '{"item": "SDKs", "pages": ["sdks/overview"]}',
    within: 'tab',
    fields: {
      /** One line under the label. */
      description: z.string().optional(),
    },
  },
  /** Tabs: separate URL sections with a bar at the top of the page (docs/navigation/tabs.mdx). */
  tab: {
    list: 'tabs',
    label: 'tab',
    name: requiredName('A tab name', '"tab": "Guides"'),
    what: 'a tab',
    example: '{"tab": "Guides", "groups": [...]}',
    fields: {
      /** Where the tab sits in the bar. */
      align: z.enum(['start', 'end']).optional(),
    },
  },
  /** Anchors: persistent items at the top of the sidebar (docs/navigation/anchors.mdx). */
  anchor: {
    list: 'anchors',
    label: 'anchor',
    name: requiredName('An anchor name', '"anchor": "API"'),
    what: 'an anchor',
    example: '{"anchor": "API", "pages": [...]}',
    fields: {
      /** Accent color of the anchor's icon. */
      color: colorPairSchema.optional(),
    },
  },
  /** Dropdowns: an expandable menu at the top of the sidebar (docs/navigation/dropdowns.mdx). */
  dropdown: {
    list: 'dropdowns',
    label: 'dropdown',
    name: requiredName('A dropdown name', '"dropdown": "Documentation"'),
    what: 'a dropdown',
    example: '{"dropdown": "Documentation", "groups": [...]}',
    fields: {
      /** One line under the label. */
      description: z.string().optional(),
      /** Accent color of the entry's icon. */
      color: colorPairSchema.optional(),
    },
  },
  /** Products: dedicated divisions for product-specific docs, chosen with a switcher (docs/navigation/products.mdx). */
  product: {
    list: 'products',
    label: 'product',
    name: requiredName('A product name', '"product": "Cloud"'),
    what: 'a product',
    example: '{"product": "Cloud", "groups": [...]}',
    fields: {
      /** One line under the name. */
      description: z.string().optional(),
    },
  },
  /** Versions, chosen from a dropdown (docs/navigation/versions.mdx). */
  version: {
    list: 'versions',
    label: 'version',
    name: requiredName('A version name', '"version": "v2"'),
    what: 'a version',
    global: true,
    example: '{"version": "v2", "groups": [...]}',
    fields: {
      /** The version shown at the site's root URLs. Default: the first version. */
      default: z.boolean().optional(),
      /** A short label beside the name, e.g. `"Latest"`. */
      tag: z.string().optional(),
    },
  },
  /** Languages, chosen from a dropdown (docs/navigation/languages.mdx). */
  language: {
    list: 'languages',
    label: 'language',
    /** Language code, e.g. `"en"`, `"fr"`, `"pt-BR"`. */
    name: languageCodeSchema,
    what: 'a language',
    global: true,
    example: '{"language": "fr", "groups": [...]}',
    fields: {
      /** The language shown at the site's root URLs. Default: the first language. */
      default: z.boolean().optional(),
      /** A banner for this language, replacing the site's. */
      banner: z.unknown().optional(),
      /** Navbar links for this language, replacing the site's. */
      navbar: z.unknown().optional(),
      /** Footer for this language, replacing the site's. */
      footer: z.unknown().optional(),
    },
  },
} as const;

/** A division kind: `tab`, `anchor`, `menu`, ... */
export type DivisionKind = keyof typeof divisionKinds;

/** The row of the table for `kind`. */
export type DivisionRow<Kind extends DivisionKind> = (typeof divisionKinds)[Kind];

/** Every kind, in the order the resolver walks a level's lists. */
export const divisionKindNames = Object.keys(divisionKinds) as DivisionKind[];

/** Kinds whose lists any level may hold (every kind without `within`). */
export type LevelKind = {
  [Kind in DivisionKind]: DivisionRow<Kind> extends { within: string } ? never : Kind;
}[DivisionKind];

/** Kinds whose lists only an entry of `Owner` may hold (`menu` in a tab). */
export type KindWithin<Owner extends DivisionKind> = {
  [Kind in DivisionKind]: DivisionRow<Kind> extends { within: Owner } ? Kind : never;
}[DivisionKind];

/** Kinds whose lists any level may hold, in table order. */
export const levelKindNames = divisionKindNames.filter(
  (kind): kind is LevelKind => !('within' in divisionKinds[kind]),
);

/** Kinds whose lists only an entry of `owner` may hold. */
export function kindsWithin(owner: DivisionKind): DivisionKind[] {
  return divisionKindNames.filter((kind) => {
    const row = divisionKinds[kind];
    return 'within' in row && row.within === owner;
  });
}

/**
 * Kinds a `global` link may take (`"global": {"anchors": [...]}`), in the order the links are
 * listed: anchors first, as the sidebar pins them above everything else.
 */
export const globalLinkKinds = [
  'anchor',
  'tab',
  'dropdown',
  'product',
  'version',
  'language',
] as const satisfies readonly LevelKind[];

/** A kind a `global` link may take. */
export type GlobalLinkKind = (typeof globalLinkKinds)[number];
