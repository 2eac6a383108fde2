/**
 * The component gallery: one section of MDX per family of registered components, each naming the
 * registry entries it uses, the element to photograph and check, whether its colours follow the
 * theme, and how a reader interacts with it. The gallery browser test builds them into one page;
 * a component registered without a section here fails that test, so new components join it.
 *
 * @module
 */

/** What a reader does to a section, and the element that must then be visible. */
export interface GalleryInteraction {
  action: 'click' | 'hover';
  /** Selector of what is clicked or hovered, inside the section. */
  target: string;
  /** Selector of what becomes visible, inside the section; hidden before. */
  reveals: string;
}

/** One section of the gallery page. */
export interface GallerySection {
  /** Section id (`c-<id>` on the page) and screenshot name. */
  id: string;
  /** Registry names (keys of `mdxComponents`) the section uses. */
  names: string[];
  mdx: string;
  /** Selector of the component's element inside the section; the section itself when absent. */
  selector?: string;
  /**
   * Where the layout moves the component (the right-hand column): the selector is then taken
   * on the whole page and the MDX is written at the top level, not inside the section.
   */
  side?: boolean;
  /** Its colours follow the theme: a computed colour of the element differs in dark mode. */
  themed?: boolean;
  interaction?: GalleryInteraction;
}

const fence = '```';

export const gallerySections: GallerySection[] = [
  {
    id: 'callouts',
    names: ['Note', 'Info', 'Tip', 'Warning', 'Danger', 'Check', 'Callout'],
    mdx: [
      '<Note>A note.</Note>',
      '<Info>Some information.</Info>',
      '<Tip>A tip.</Tip>',
      '<Warning>A warning.</Warning>',
      '<Danger>A danger.</Danger>',
      '<Check>A check.</Check>',
      '<Callout icon="key" color="#FFC107">A custom callout.</Callout>',
    ].join('\n\n'),
    selector: '.folio-callout-note',
    themed: true,
  },
  {
    id: 'cards',
    names: ['Card', 'CardGroup'],
    mdx: [
      '<CardGroup cols={2}>',
      '<Card title="Quickstart" icon="rocket" href="/index">Start here.</Card>',
      '<Card title="Careful" type="warning">A typed card.</Card>',
      '<Card title="One line" href="/index" />',
      '</CardGroup>',
    ].join('\n'),
    selector: '.folio-card',
    themed: true,
  },
  {
    id: 'columns',
    names: ['Columns', 'Column'],
    mdx: '<Columns cols={2}>\n<Column>Left column.</Column>\n<Column>Right column.</Column>\n</Columns>',
    selector: '.folio-columns',
  },
  {
    id: 'tile',
    names: ['Tile'],
    mdx: '<Tile href="/index" title="A tile" description="Leads to the home page">Preview</Tile>',
    selector: '.folio-tile-link',
  },
  {
    id: 'accordions',
    names: ['Accordion', 'AccordionGroup'],
    mdx: [
      '<AccordionGroup>',
      '<Accordion title="First question">The first answer.</Accordion>',
      '<Accordion title="Second question" icon="circle-help">The second answer.</Accordion>',
      '</AccordionGroup>',
    ].join('\n'),
    selector: '.folio-accordion-group',
    interaction: {
      action: 'click',
      target: '.folio-accordion-summary >> nth=0',
      reveals: '.folio-accordion-content >> nth=0',
    },
  },
  {
    id: 'steps',
    names: ['Steps', 'Step'],
    mdx: [
      '<Steps>',
      '<Step title="Install">Install the CLI.</Step>',
      '<Step title="Build">Build the site.</Step>',
      '<Step title="Publish" />',
      '</Steps>',
    ].join('\n'),
    selector: '.folio-steps',
  },
  {
    id: 'tabs',
    names: ['Tabs', 'Tab'],
    mdx: [
      '<Tabs>',
      '<Tab title="macOS">Use Homebrew.</Tab>',
      '<Tab title="Linux">Use the package manager.</Tab>',
      '</Tabs>',
    ].join('\n'),
    selector: '.folio-tabs',
    interaction: {
      action: 'click',
      target: '[role="tab"] >> nth=1',
      reveals: '.folio-tab-panel >> nth=1',
    },
  },
  {
    id: 'code-group',
    names: ['CodeGroup', 'pre'],
    mdx: [
      '<CodeGroup>',
      `${fence}bash cURL`,
      'curl https://example.com',
      fence,
      '',
      `${fence}js Node.js`,
      "await fetch('https://example.com');",
      fence,
      '</CodeGroup>',
    ].join('\n'),
    selector: '.folio-code-group',
    themed: true,
    interaction: {
      action: 'click',
      target: '[role="tab"] >> nth=1',
      reveals: '[data-folio-tab-panel] >> nth=1',
    },
  },
  {
    id: 'code-block',
    names: ['CodeBlock'],
    mdx: '<CodeBlock filename="app.ts" language="ts" lines highlight="[2]">{"const a = 1;\\nconst b = 2;"}</CodeBlock>',
    selector: '.folio-code',
    themed: true,
  },
  {
    id: 'fields',
    names: ['ParamField', 'ResponseField', 'Expandable'],
    mdx: [
      '<ParamField path="id" type="string" required>The identifier.</ParamField>',
      '',
      '<ResponseField name="user" type="object">',
      '  The user.',
      '  <Expandable title="properties">',
      '    <ResponseField name="name" type="string">The name.</ResponseField>',
      '  </Expandable>',
      '</ResponseField>',
    ].join('\n'),
    selector: '.folio-field-response',
    interaction: {
      action: 'click',
      target: '.folio-expandable-summary',
      reveals: '.folio-expandable-content',
    },
  },
  {
    id: 'frame',
    names: ['Frame'],
    mdx: '<Frame caption="A **framed** picture" hint="Look here">\n  <div>Framed content</div>\n</Frame>',
    selector: '.folio-frame',
  },
  {
    id: 'image',
    names: ['img'],
    // A data URL: the image needs no file, and its one pixel is drawn 120 × 60.
    mdx: '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==" alt="A pixel" width="120" height="60" />',
    selector: 'img[alt="A pixel"]',
  },
  {
    id: 'icon',
    names: ['Icon'],
    mdx: 'An icon: <Icon icon="flag" size={24} /> inline.',
    selector: '.folio-icon',
  },
  {
    id: 'tooltip',
    names: ['Tooltip'],
    mdx: 'Hover <Tooltip tip="Application programming interface">API</Tooltip> for a tip.',
    selector: '.folio-tooltip',
    interaction: { action: 'hover', target: '.folio-tooltip', reveals: '.folio-tooltip-content' },
  },
  {
    id: 'badge',
    names: ['Badge'],
    mdx: '<Badge color="green">Stable</Badge> <Badge color="red" shape="pill">Removed</Badge>',
    selector: '.folio-badge',
    themed: true,
  },
  {
    id: 'update',
    names: ['Update'],
    mdx: '<Update label="2025-01-15" description="v1.2.0" tags={["Feature"]}>\n\nA new release.\n\n</Update>',
    selector: '.folio-update',
  },
  {
    id: 'tree',
    names: ['Tree', 'Tree.Folder', 'Tree.File'],
    mdx: [
      '<Tree>',
      '  <Tree.Folder name="docs">',
      '    <Tree.File name="index.mdx" />',
      '  </Tree.Folder>',
      '  <Tree.File name="docs.json" />',
      '</Tree>',
    ].join('\n'),
    selector: '.folio-tree',
    interaction: {
      action: 'click',
      target: '.folio-tree-folder > details > summary',
      reveals: '.folio-tree-children .folio-tree-file',
    },
  },
  {
    id: 'file-tree',
    names: ['FileTree'],
    mdx: '<FileTree>\n\n- src/\n  - main.ts\n- package.json\n\n</FileTree>',
    selector: '.folio-tree',
  },
  {
    id: 'color',
    names: ['Color', 'Color.Row', 'Color.Item'],
    mdx: [
      '<Color variant="table">',
      '  <Color.Row title="Primary">',
      '    <Color.Item name="primary-500" value="#3B82F6" />',
      '    <Color.Item name="surface" value={{ light: "#FFFFFF", dark: "#000000" }} />',
      '  </Color.Row>',
      '</Color>',
    ].join('\n'),
    selector: '.folio-color',
  },
  {
    id: 'github',
    names: ['GitHub', 'GitHub.Repo'],
    mdx: '<GitHub.Repo repo="mintlify/docs" />',
    selector: '.folio-github-repo',
  },
  {
    id: 'prompt',
    names: ['Prompt'],
    mdx: '<Prompt description="Write **clear** docs" actions={["copy"]}>\nYou are a technical writer.\n</Prompt>',
    selector: '.folio-prompt',
  },
  {
    id: 'heading',
    names: ['Heading'],
    mdx: '<Heading level={3} id="made-heading">Made by a component</Heading>',
    selector: 'h3#made-heading',
  },
  {
    id: 'view',
    names: ['View'],
    mdx: '<View title="JavaScript">\n\nInstall with npm.\n\n</View>\n\n<View title="Python">\n\nInstall with pip.\n\n</View>',
    selector: '.folio-view >> nth=0',
  },
  {
    id: 'visibility',
    names: ['Visibility'],
    mdx: '<Visibility for="humans">\n\nFor readers.\n\n</Visibility>\n\n<Visibility for="agents">\n\nFor agents.\n\n</Visibility>',
  },
  {
    id: 'latex',
    names: ['Latex'],
    mdx: 'Inline <Latex>E = mc^2</Latex> and a block:\n\n$$\n\\int_0^1 x^2 \\, dx = \\frac{1}{3}\n$$',
    selector: '.folio-math >> nth=0',
  },
  {
    id: 'mermaid',
    names: [],
    mdx: `${fence}mermaid\nflowchart LR\n  A[Write] --> B[Build]\n${fence}`,
    selector: '.folio-mermaid',
  },
  {
    id: 'table',
    names: ['table'],
    mdx: '| Name | Kind |\n| --- | --- |\n| Note | Callout |\n| Card | Link |',
    selector: 'table',
  },
  {
    id: 'snippet',
    names: ['Snippet'],
    mdx: '<Snippet file="greeting.mdx" />',
  },
  {
    id: 'panel',
    names: ['Panel'],
    mdx: '<Panel>\n\nShown beside the page.\n\n</Panel>',
    selector: '.folio-panel',
    side: true,
  },
  {
    id: 'examples',
    names: ['RequestExample', 'ResponseExample'],
    mdx: [
      '<RequestExample>',
      `${fence}bash Request`,
      'curl https://example.com/users',
      fence,
      '</RequestExample>',
      '',
      '<ResponseExample>',
      `${fence}json Response`,
      '{ "id": 1 }',
      fence,
      '</ResponseExample>',
    ].join('\n'),
    selector: '.folio-api-examples',
    side: true,
    themed: true,
  },
];

/** The snippet the `snippet` section includes, as `snippets/greeting.mdx`. */
export const gallerySnippet = 'Hello from a **snippet**.\n';

/** The gallery page's MDX body: side sections first (at the top level), then one div per section. */
export function galleryBody(): string {
  const side = gallerySections.filter((section) => section.side === true);
  const inline = gallerySections.filter((section) => section.side !== true);
  return [
    ...side.map((section) => section.mdx),
    ...inline.map((section) => `<div id="c-${section.id}">\n\n${section.mdx}\n\n</div>`),
  ].join('\n\n');
}
