/**
 * Microsoft Clarity (`clarity.projectId`): Clarity's tracking code.
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';

export const clarity: Integration = {
  key: 'clarity',
  name: 'Microsoft Clarity',
  fields: [{ name: 'projectId', required: true }],
  snippet: ({ projectId = '' }) => ({
    tags: [],
    code: `(function(c,l,a,r,i,t,y){
    c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};
    t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;
    y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);
})(window, document, "clarity", "script", ${jsString(projectId, '"')});`,
    sources: {
      'script-src': ['https://www.clarity.ms', 'https://*.clarity.ms'],
      'connect-src': ['https://*.clarity.ms'],
    },
  }),
};
