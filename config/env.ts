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

/** The project's own repository: "Edit this page" links point at it. */
export const DEFAULT_REPOSITORY = 'strapi-docs-community/strapi-5-docs';

export type Env = Readonly<{
  SITE_URL: string;
  BASE_URL: string;
  /** The repository the "Edit this page" links point at. */
  EDIT_URL: string;
}>;

export function readEnv(source: NodeJS.ProcessEnv): Env {
  return {
    SITE_URL: normaliseSiteUrl(source.SITE_URL),
    BASE_URL: normaliseBaseUrl(source.BASE_URL),
    EDIT_URL:
      optional(source.EDIT_URL) ??
      `https://github.com/${optional(source.GITHUB_REPOSITORY) ?? DEFAULT_REPOSITORY}/edit/main/`,
  };
}

export const env: Env = readEnv(process.env);
