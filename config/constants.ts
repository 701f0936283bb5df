/** Facts about the site that several config modules and components share. */
export const SITE_VERSION = '5.0.0-alpha';
export const STRAPI_REPO_URL = 'https://github.com/strapi/strapi';
export const V4_DOCS_URL = 'https://docs-v4.strapi.io';
export const PRIMARY_COLOR = '#4945FF';

/**
 * Widths above this many CSS pixels get the desktop layout: the theme's `useWindowSize` and Infima's
 * CSS use the same value (the site's own `max-width: 996px` media queries repeat it).
 */
export const DESKTOP_BREAKPOINT = 996;

/** The three docs areas, each served by its own docs-plugin instance. */
export const DOCS_AREAS = [
  {id: 'dev-docs', label: 'Developer Docs', intro: '/dev-docs/intro'},
  {id: 'user-docs', label: 'User Guide', intro: '/user-docs/intro'},
  {id: 'cloud', label: 'Strapi Cloud', intro: '/cloud/intro'},
] as const;

export type DocsAreaId = (typeof DOCS_AREAS)[number]['id'];
