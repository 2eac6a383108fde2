/**
 * Amplitude (`amplitude.apiKey`): the Browser SDK's script for the key and its
 * `amplitude.init`, from Amplitude's "install with a script" instructions. Both are deferred,
 * in order.
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';

export const amplitude: Integration = {
  key: 'amplitude',
  name: 'Amplitude',
  fields: [{ name: 'apiKey', required: true }],
  snippet: ({ apiKey = '' }) => ({
    tags: [
      { src: `https://cdn.amplitude.com/script/${encodeURIComponent(apiKey)}.js`, defer: true },
    ],
    code: `window.amplitude.init(${jsString(apiKey)}, {"fetchRemoteConfig":true,"autocapture":true});`,
    sources: {
      'script-src': ['https://cdn.amplitude.com'],
      'connect-src': ['https://*.amplitude.com'],
    },
  }),
};
