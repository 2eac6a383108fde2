/**
 * Analytics and chat integrations (docs.json `integrations`): one module per provider, the
 * table of providers, and a site's integrations read once per build.
 *
 * @module
 */
export { INTEGRATIONS, SETTING_KEYS } from './providers.ts';
export { siteIntegrations } from './site-integrations.ts';
export type { Locate, SiteIntegrations } from './site-integrations.ts';
export { jsString } from './integration.ts';
export type { Integration, PolicySources, ScriptTag } from './integration.ts';
export { CONSENTED_ATTRIBUTE, consentGateCode, consentOf } from './consent.ts';
export type { Consent } from './consent.ts';
