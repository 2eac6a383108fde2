/**
 * The "Ask AI" panel's settings file, `_folio/assistant.json`: `{api, key, siteUrl?}` — the
 * message endpoint, the assistant key the panel sends, and the address the server writes into
 * source links. A static build with an assistant writes it; a Folio server answers it itself
 * for the sites it hosts, with the project's current site key.
 *
 * @module
 */

/** Where the settings are, from the site's root. */
export const ASSISTANT_CONFIG_URL = '/_folio/assistant.json';

/** The settings file's contents. */
export interface AssistantSettings {
  /** The message endpoint, absolute or root-relative. */
  api: string;
  /** An assistant key of the site's project. */
  key: string;
  /** The site's address as the server writes it into source links. */
  siteUrl?: string;
}

/** How a build includes the panel: with fixed settings, or hosted by a Folio server. */
export type AssistantPanelOption = { api: string; key: string } | { hosted: true };
