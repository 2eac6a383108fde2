/**
 * Hotjar (`hotjar.hjid`, the site id, and `hjsv`, the snippet version): Hotjar's tracking code.
 * The ids are numbers in Hotjar's code; a value that is not a number is written as a string.
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';

/** A number as the number, anything else as a quoted string. */
function literal(value: string): string {
  return /^\d{1,15}$/.test(value) ? value : jsString(value);
}

export const hotjar: Integration = {
  key: 'hotjar',
  name: 'Hotjar',
  fields: [
    { name: 'hjid', required: true },
    { name: 'hjsv', required: true },
  ],
  snippet: ({ hjid = '', hjsv = '' }) => ({
    tags: [],
    code: `(function(h,o,t,j,a,r){
    h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};
    h._hjSettings={hjid:${literal(hjid)},hjsv:${literal(hjsv)}};
    a=o.getElementsByTagName('head')[0];
    r=o.createElement('script');r.async=1;
    r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;
    a.appendChild(r);
})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');`,
    sources: {
      'script-src': ['https://*.hotjar.com'],
      'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      'style-src': ['https://*.hotjar.com'],
      'font-src': ['https://*.hotjar.com'],
    },
  }),
};
