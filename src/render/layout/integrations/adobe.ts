/**
 * Adobe Analytics (`adobe.launchUrl`): the Adobe Experience Platform tags (Launch) embed code,
 * one `async` script whose URL is the property's.
 *
 * @module
 */
import { checkHttps, httpsUrl } from './integration.ts';
import type { Integration } from './integration.ts';

export const adobe: Integration = {
  key: 'adobe',
  name: 'Adobe Analytics',
  fields: [{ name: 'launchUrl', required: true, check: checkHttps }],
  snippet: ({ launchUrl = '' }) => {
    const url = httpsUrl(launchUrl);
    return {
      tags: [{ src: url?.href ?? '', async: true }],
      sources: { 'script-src': [url?.origin ?? ''], 'connect-src': ['https://*.adobedc.net'] },
    };
  },
};
