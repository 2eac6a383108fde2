/**
 * The site-wide `api.*` settings of docs.json that change how an endpoint page looks and what
 * its samples hold, read once with the format's defaults, so each view asks one question
 * (`display.prefill`) instead of walking the config.
 *
 * @module
 */

/** How endpoint pages show parameters, samples and the playground. */
export interface ApiDisplay {
  /** `api.examples.defaults`: `required` leaves optional parameters and fields out of samples. */
  examples: 'all' | 'required';
  /** `api.examples.prefill`: the playground's inputs start with the spec's example values. */
  prefill: boolean;
  /** `api.examples.autogenerate`: `false` shows only the spec's own `x-codeSamples`. */
  autogenerate: boolean;
  /** `api.params.expanded`: nested fields of parameters, bodies and responses start open. */
  expanded: boolean;
  /** `api.url: "full"`: the endpoint bar shows the base URL even with one server. */
  fullUrl: boolean;
  /** `api.playground.credentials`: direct playground requests carry the browser's cookies. */
  credentials: boolean;
  /**
   * `api.playground.proxy`: a hosted site's playground sends through `folio serve`'s proxy
   * (`/_folio/proxy`) instead of straight from the browser.
   */
  proxy: boolean;
}

/** The format's defaults. */
export const defaultApiDisplay: ApiDisplay = {
  examples: 'all',
  prefill: false,
  autogenerate: true,
  expanded: false,
  fullUrl: false,
  credentials: false,
  proxy: true,
};

/** The parts of docs.json's `api` section read here. */
export interface ApiDisplaySettings {
  url?: string | undefined;
  params?: { expanded?: boolean | 'all' | 'closed' | undefined } | undefined;
  playground?: { credentials?: boolean | undefined; proxy?: boolean | undefined } | undefined;
  examples?:
    | {
        defaults?: 'all' | 'required' | undefined;
        prefill?: boolean | undefined;
        autogenerate?: boolean | undefined;
      }
    | undefined;
}

/** The display docs.json's `api` section asks for (the format's defaults where it is silent). */
export function apiDisplayOf(api: ApiDisplaySettings | undefined): ApiDisplay {
  const expanded = api?.params?.expanded;
  return {
    examples: api?.examples?.defaults ?? defaultApiDisplay.examples,
    prefill: api?.examples?.prefill ?? defaultApiDisplay.prefill,
    autogenerate: api?.examples?.autogenerate ?? defaultApiDisplay.autogenerate,
    // `true` is an older spelling of `all`.
    expanded: expanded === 'all' || expanded === true,
    fullUrl: api?.url?.trim().toLowerCase() === 'full',
    credentials: api?.playground?.credentials ?? defaultApiDisplay.credentials,
    proxy: api?.playground?.proxy ?? defaultApiDisplay.proxy,
  };
}
