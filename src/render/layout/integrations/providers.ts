/**
 * The table of providers docs.json's `integrations` may name, key → provider, in the order
 * pages load them: consent managers first, so their script runs before the analytics they
 * govern; then analytics; then chat. `telemetry` and `cookies` are settings of the platform's
 * own telemetry, which Folio does not have: known, and nothing to load.
 *
 * @module
 */
import { adobe } from './adobe.ts';
import { amplitude } from './amplitude.ts';
import { clarity } from './clarity.ts';
import { clearbit } from './clearbit.ts';
import { fathom } from './fathom.ts';
import { frontchat } from './frontchat.ts';
import { ga4 } from './ga4.ts';
import { gtm } from './gtm.ts';
import { heap } from './heap.ts';
import { hightouch } from './hightouch.ts';
import { hotjar } from './hotjar.ts';
import type { Integration } from './integration.ts';
import { intercom } from './intercom.ts';
import { koala } from './koala.ts';
import { logrocket } from './logrocket.ts';
import { mixpanel } from './mixpanel.ts';
import { osano } from './osano.ts';
import { pirsch } from './pirsch.ts';
import { plausible } from './plausible.ts';
import { posthog } from './posthog.ts';
import { segment } from './segment.ts';
import { transcend } from './transcend.ts';

/** Every provider, in load order. */
export const INTEGRATIONS: readonly Integration[] = [
  osano,
  transcend,
  adobe,
  amplitude,
  clarity,
  clearbit,
  fathom,
  ga4,
  gtm,
  heap,
  hightouch,
  hotjar,
  koala,
  logrocket,
  mixpanel,
  pirsch,
  plausible,
  posthog,
  segment,
  intercom,
  frontchat,
];

/** Keys that are settings, not providers: accepted, nothing loaded. */
export const SETTING_KEYS: ReadonlySet<string> = new Set(['telemetry', 'cookies']);
