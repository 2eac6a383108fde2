/**
 * `navigation.global`: links shown in every section and language of the site. Each needs an
 * absolute `href` (a URL, or a path from the site root); a relative path is an error.
 *
 * @module
 */
import * as z from 'zod';
import { colorPairSchema, iconSchema, isAbsoluteHref } from '../common.ts';
import { section, withHint } from '../section.ts';
import type { GlobalLink, GlobalNavigation } from './types.ts';

function globalLink(kind: 'anchor' | 'tab' | 'dropdown' | 'product' | 'version' | 'language') {
  return section(
    `a global ${kind}`,
    {
      /** Label of the link. */
      [kind]: z.string().optional(),
      /** Where the link goes: a URL (`https://…`, `mailto:…`) or a path from the site root. */
      href: z
        .string({
          error: withHint(
            `A global ${kind} needs an "href"`,
            `Add one, e.g. "href": "https://example.com/blog".`,
          ),
        })
        .superRefine((href, context) => {
          if (isAbsoluteHref(href)) return;
          context.addIssue({
            code: 'custom',
            message: withHint(
              `Global ${kind} href "${href}" is a relative path`,
              `Global links appear on every page, so a relative path would change meaning from page to page: use a full URL ("https://…") or a path from the site root ("/${href.replace(/^\.?\/*/, '')}").`,
            ),
          });
        }),
      /** Icon shown next to the label. */
      icon: iconSchema.optional(),
      /** Accent color of the icon. */
      color: colorPairSchema.optional(),
      /** One line under the label. */
      description: z.string().optional(),
      /** Leave the link out. */
      hidden: z.boolean().optional(),
    },
    `{"${kind}": "Blog", "href": "https://example.com/blog"}`,
  ) as unknown as z.ZodType<GlobalLink>;
}

export const globalNavigationSchema: z.ZodType<GlobalNavigation> = section('"navigation.global"', {
  /** Anchors on every page. */
  anchors: z.array(globalLink('anchor')).optional(),
  /** Tabs on every page. */
  tabs: z.array(globalLink('tab')).optional(),
  /** Dropdown entries on every page. */
  dropdowns: z.array(globalLink('dropdown')).optional(),
  /** Product links on every page. */
  products: z.array(globalLink('product')).optional(),
  /** Version links on every page. */
  versions: z.array(globalLink('version')).optional(),
  /** Language links on every page. */
  languages: z.array(globalLink('language')).optional(),
});
