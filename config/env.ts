/**
 * The only module that reads `process.env`. Every other config module imports
 * the typed values below, so the set of knobs an operator can turn is listed in
 * one place (and documented in README.md).
 */

/** Normalise a base URL so it always starts and ends with a single slash. */
export function normaliseBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '' || value === '/') {
    return '/';
  }
  const inner = value.replace(/^\/+|\/+$/g, '');
  return inner === '' ? '/' : `/${inner}/`;
}

/** Validate and normalise the public origin of the site (no trailing slash). */
export function normaliseSiteUrl(raw: string | undefined): string {
  const fallback = 'https://strapi-docs.example.org';
  const value = (raw ?? '').trim();
  if (value === '') {
    return fallback;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as https://docs.example.com, got "${value}".`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`SITE_URL must use http or https, got "${value}".`);
  }
  return parsed.origin;
}

/** Read an optional string setting: blank values count as "not configured". */
export function optional(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

/** Google Tag Manager container ids look like GTM-XXXXXXX. */
export function parseGtmContainerId(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (value === undefined) {
    return undefined;
  }
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(value)) {
    throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${value}".`);
  }
  return value;
}

/** The AI widget's website id: letters, digits and dashes only (it ends up in an HTML attribute). */
export function parseAiWebsiteId(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (value !== undefined && !/^[A-Za-z0-9-]{1,64}$/.test(value)) {
    throw new Error(`AI_WIDGET_WEBSITE_ID may only contain letters, digits and dashes, got "${value}".`);
  }
  return value;
}

/** The AI widget script must be loaded over https. */
export function parseScriptUrl(raw: string | undefined, fallback: string): string {
  const value = optional(raw) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`AI_WIDGET_SCRIPT_URL must be an absolute https URL, got "${value}".`);
  }
  if (url.protocol !== 'https:') {
    throw new Error(`AI_WIDGET_SCRIPT_URL must use https, got "${value}".`);
  }
  return url.href;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where page feedback is sent: an absolute https URL (plain http only on this machine's loopback,
 * for tests). Unset: feedback stays in the reader's browser.
 */
export function parseFeedbackEndpoint(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`FEEDBACK_ENDPOINT must be an absolute https URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new Error(`FEEDBACK_ENDPOINT must use https (http is accepted only for 127.0.0.1 or localhost), got "${value}".`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new Error('FEEDBACK_ENDPOINT must not contain credentials: they would be published in every page.');
  }
  return url.href;
}

export type AlgoliaSettings = {appId: string; apiKey: string; indexName: string};

/** Hosted search is on only when all three Algolia settings are given; some but not all is an error. */
export function parseAlgolia(source: NodeJS.ProcessEnv): AlgoliaSettings | undefined {
  const settings = {
    ALGOLIA_APP_ID: optional(source.ALGOLIA_APP_ID),
    ALGOLIA_SEARCH_API_KEY: optional(source.ALGOLIA_SEARCH_API_KEY),
    ALGOLIA_INDEX_NAME: optional(source.ALGOLIA_INDEX_NAME),
  };
  const missing = Object.entries(settings)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 3) {
    return undefined;
  }
  if (missing.length > 0) {
    throw new Error(
      `Algolia search is partly configured: set ${missing.join(', ')} too, or unset all of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME to use the offline search.`,
    );
  }
  return {
    appId: settings.ALGOLIA_APP_ID!,
    apiKey: settings.ALGOLIA_SEARCH_API_KEY!,
    indexName: settings.ALGOLIA_INDEX_NAME!,
  };
}

export const DEFAULT_AI_WIDGET_SCRIPT = 'https://widget.kapa.ai/kapa-widget.bundle.js';

/** A comma-separated list of kebab-case ids ("a,b"); blank means none. */
export function parseIdList(raw: string | undefined): string[] {
  const ids = (optional(raw) ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const bad = ids.find((id) => !/^[a-z0-9-]{1,64}$/.test(id));
  if (bad !== undefined) throw new Error(`LEAN_BUNDLES_DISABLE takes registry ids separated by commas (like "window-size,browser-context"), got "${bad}".`);
  return ids;
}

/** "1" or "true" turn a flag on; blank, "0" or "false" leave it off; anything else is a mistake. */
export function parseFlag(name: string, raw: string | undefined): boolean {
  const value = (optional(raw) ?? '').toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0 (or true or false), got "${raw}".`);
}

/** The project's own repository: "Edit this page" links point at it. */
export const DEFAULT_REPOSITORY = 'strapi-docs-community/strapi-5-docs';

export type Env = Readonly<{
  SITE_URL: string;
  BASE_URL: string;
  /** The repository the "Edit this page" links point at. */
  EDIT_URL: string;
  /** Ask-AI widget (Kapa-style); off unless AI_WIDGET_WEBSITE_ID is set. */
  AI_WIDGET_WEBSITE_ID?: string;
  AI_WIDGET_SCRIPT_URL: string;
  /** Google Tag Manager container; off unless GTM_CONTAINER_ID is set. */
  GTM_CONTAINER_ID?: string;
  /** Hosted search (Algolia DocSearch); the offline index is used when unset. */
  ALGOLIA?: AlgoliaSettings;
  /** Page feedback endpoint (POST JSON); feedback stays in the browser when unset. */
  FEEDBACK_ENDPOINT?: string;
  /** The Chromium that draws the Mermaid diagrams at build time (and runs the e2e tests); see config/chromium.ts. */
  CHROMIUM_PATH?: string;
  /** Registry ids (src/deviations/registry.ts) the build leaves out, to measure what each one saves. */
  LEAN_BUNDLES_DISABLE: readonly string[];
  /** Build with a Docusaurus release other than the one src/deviations/registry.ts was written for (a warning instead of an error). */
  DOCUSAURUS_UPGRADE_TRIAL: boolean;
  /**
   * Leave out the .gz/.br copies (the last post-build step): for builds no host serves, like the
   * e2e suite's configured build, whose tests never read a compressed file (30 s saved on 2 cores).
   */
  SKIP_PRECOMPRESS: boolean;
}>;

export function readEnv(source: NodeJS.ProcessEnv): Env {
  return {
    SITE_URL: normaliseSiteUrl(source.SITE_URL),
    BASE_URL: normaliseBaseUrl(source.BASE_URL),
    EDIT_URL:
      optional(source.EDIT_URL) ??
      `https://github.com/${optional(source.GITHUB_REPOSITORY) ?? DEFAULT_REPOSITORY}/edit/main/`,
    AI_WIDGET_WEBSITE_ID: parseAiWebsiteId(source.AI_WIDGET_WEBSITE_ID),
    AI_WIDGET_SCRIPT_URL: parseScriptUrl(source.AI_WIDGET_SCRIPT_URL, DEFAULT_AI_WIDGET_SCRIPT),
    GTM_CONTAINER_ID: parseGtmContainerId(source.GTM_CONTAINER_ID),
    ALGOLIA: parseAlgolia(source),
    FEEDBACK_ENDPOINT: parseFeedbackEndpoint(source.FEEDBACK_ENDPOINT),
    CHROMIUM_PATH: optional(source.CHROMIUM_PATH),
    LEAN_BUNDLES_DISABLE: parseIdList(source.LEAN_BUNDLES_DISABLE),
    DOCUSAURUS_UPGRADE_TRIAL: parseFlag('DOCUSAURUS_UPGRADE_TRIAL', source.DOCUSAURUS_UPGRADE_TRIAL),
    SKIP_PRECOMPRESS: parseFlag('SKIP_PRECOMPRESS', source.SKIP_PRECOMPRESS),
  };
}

export const env: Env = readEnv(process.env);
