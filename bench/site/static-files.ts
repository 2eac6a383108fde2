/**
 * The fixed files of a generated site: snippets under `snippets/`, a couple of tiny images, the
 * logo and the favicon.
 *
 * @module
 */

/** A snippet pages can import: the local name they use and the file it lives in. */
export interface SnippetFile {
  name: string;
  /** Site-absolute import path (`/snippets/prerequisites.mdx`). */
  path: string;
  source: string;
}

export const snippets: readonly SnippetFile[] = [
  {
    name: 'Prerequisites',
    path: '/snippets/prerequisites.mdx',
    source: [
      'Before you start, make sure you have:',
      '',
      '- An Acme account and a project',
      '- Node.js 20 or later',
      '- An API key in `ACME_API_KEY`',
      '',
      '<Note>',
      '  Keys for staging and production are different. Use the one that matches your environment.',
      '</Note>',
      '',
    ].join('\n'),
  },
  {
    name: 'SupportContact',
    path: '/snippets/support-contact.mdx',
    source: [
      '<Tip>',
      '  Stuck? Email support@acme.dev with the run ID (it starts with `run_`) and we will take a look.',
      '</Tip>',
      '',
    ].join('\n'),
  },
];

/** An image pages can show: where it is and the alt text they give it. */
export interface ImageFile {
  src: string;
  alt: string;
  content: Buffer;
}

/** A valid 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const diagramSvg = Buffer.from(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">',
    '  <rect x="10" y="40" width="90" height="40" rx="6" fill="#16A34A"/>',
    '  <rect x="220" y="40" width="90" height="40" rx="6" fill="#15803D"/>',
    '  <path d="M100 60 H220" stroke="#111" stroke-width="2"/>',
    '</svg>',
    '',
  ].join('\n'),
);

export const images: readonly ImageFile[] = [
  { src: '/images/dashboard.png', alt: 'The project dashboard', content: tinyPng },
  { src: '/images/run-flow.svg', alt: 'How a run moves through the queue', content: diagramSvg },
];

/** Logo, favicon: referenced from docs.json. */
export const brandFiles: ReadonlyMap<string, Buffer> = new Map([
  ['logo/light.svg', logo('#111827')],
  ['logo/dark.svg', logo('#F9FAFB')],
  ['favicon.svg', logo('#16A34A')],
]);

function logo(color: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="24" viewBox="0 0 96 24"><circle cx="12" cy="12" r="10" fill="${color}"/><text x="28" y="18" font-size="16" fill="${color}">Acme</text></svg>\n`,
  );
}
