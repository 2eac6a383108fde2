/**
 * Test fixture: a small docs site as search documents (English, French, Chinese and Japanese
 * pages, identifiers, flags, a hidden page), shared by the search module's tests.
 *
 * @module
 */
import type { SearchDocument, SearchSection } from '../../src/search/types.ts';

/** A page with sensible defaults; `sections` are `[heading, text]` pairs (`undefined` heading = intro). */
export function page(
  route: string,
  title: string,
  sections: [string | undefined, string][] = [],
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    route,
    title,
    breadcrumbs: ['Guides'],
    sections: sections.map(([heading, text]): SearchSection => {
      if (heading === undefined) return { depth: 0, text };
      const anchor = heading.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
      return { heading, anchor, depth: 2, text };
    }),
    ...extra,
  };
}

const filler =
  'Pages are written in MDX and listed in the navigation. Each group has a name and a list of ' +
  'pages; groups can nest. The sidebar follows the order of the configuration file. ';

export const sampleDocuments: SearchDocument[] = [
  page(
    '/quickstart',
    'Quickstart',
    [
      [undefined, 'This guide takes you from an empty folder to a running docs site.'],
      [
        'Install the CLI',
        'Install Folio with npm i -g folio-docs, then run folio dev --port 3000 to preview.',
      ],
      ['Deploy', 'Push to your main branch and the site deploys itself.'],
    ],
    { description: 'Get your docs site running in five minutes.', breadcrumbs: ['Get started'] },
  ),
  page('/configuration', 'Configuration', [
    [
      undefined,
      'Every setting lives in docs.json. After the quickstart, read this page; the quickstart ' +
        'only covers the basics, and each quickstart step links here.',
    ],
    ['Navigation', filler.repeat(4)],
    ['Colors', 'Set colors.primary to your brand colour. Light and dark themes follow it.'],
  ]),
  page(
    '/api/users',
    'Users API',
    [
      [undefined, 'Read and change the users of a project.'],
      ['getUser', 'Call getUser with an id to fetch one user record.'],
      ['list_users', 'Returns every user, page by page, with a cursor.'],
    ],
    { breadcrumbs: ['API reference', 'Users'] },
  ),
  page('/routing', 'Routing', [[undefined, 'How requests find their pages.']]),
  page('/routine', 'Routine checks', [[undefined, 'Weekly checks of links and images.']]),
  page('/changelog', 'Changelog', [
    ['v1.2', 'Version v1.2 adds search. Upgrade with npm update.'],
    ['v1.1', 'Version v1.1 fixes the sidebar.'],
  ]),
  page('/fr/parametres', 'Paramètres régionaux', [
    [undefined, 'Les paramètres régionaux règlent la langue et le café du matin.'],
  ]),
  page(
    '/zh/quickstart',
    '快速开始',
    [
      [undefined, '本指南介绍如何安装和配置文档站点。'],
      ['安装', '使用 npm 安装命令行工具。'],
    ],
    { breadcrumbs: ['指南'] },
  ),
  page('/ja/install', 'インストール', [[undefined, 'Folioをインストールする方法を説明します。']]),
  page('/internal/secret-plans', 'Secret plans', [[undefined, 'Nobody should find zanzibar.']], {
    hidden: true,
  }),
  page('/internal/faq', 'Internal FAQ', [[undefined, 'Searchable but hidden: kumquat.']], {
    hidden: true,
    searchable: true,
  }),
];
