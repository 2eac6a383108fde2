/**
 * Pirsch (`pirsch.id`, the identification code): the `<script defer id="pianjs" data-code>` tag
 * of Pirsch's integration page.
 *
 * @module
 */
import type { Integration } from './integration.ts';

export const pirsch: Integration = {
  key: 'pirsch',
  name: 'Pirsch',
  fields: [{ name: 'id', required: true }],
  snippet: ({ id = '' }) => ({
    tags: [
      {
        src: 'https://api.pirsch.io/pa.js',
        defer: true,
        attributes: { id: 'pianjs', 'data-code': id },
      },
    ],
    sources: { 'script-src': ['https://api.pirsch.io'], 'connect-src': ['https://api.pirsch.io'] },
  }),
};
