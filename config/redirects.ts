/**
 * Redirects for URLs readers arrive with: old Strapi docs links (Strapi 4 era), the per-area tag
 * pages this site no longer builds, and `.html` forms of every page. One map feeds both outputs:
 * static redirect pages (@docusaurus/plugin-client-redirects, for any host) and `build/_redirects`
 * (real 301s on Netlify and Cloudflare Pages, written by src/plugins/post-build/security-headers).
 *
 * Every target is a page of this site: tests/unit/redirects.test.ts checks each one against the
 * docs files, and the build fails on a target that is not a route. When a page is renamed, add
 * its old path to RENAMED_PAGES.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DOCS_AREAS} from './constants';

export type Redirect = Readonly<{from: string; to: string}>;

/**
 * Pages of the Strapi 4 docs (VuePress era, 2021–2022: /developer-docs/latest/…, /user-docs/latest/…,
 * served with `.html`) mapped to the page of this site that covers the same topic. Old paths come from
 * the public Strapi docs repository's own redirect list for that era; the targets are chosen here.
 */
const V4_DEVELOPER_DOCS = 'developer-docs/latest';
const V4_USER_DOCS = 'user-docs/latest';

const V4_INTEGRATIONS = [
  '11ty', 'angular', 'dart', 'flutter', 'gatsby', 'go', 'graphql', 'gridsome', 'jekyll', 'laravel',
  'next-js', 'nuxt-js', 'php', 'python', 'react', 'ruby', 'sapper', 'svelte', 'vue-js',
] as const;

/** `[old path without the area prefix and `.html`, new path]` */
const V4_DEVELOPER_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['getting-started/introduction', '/dev-docs/intro'],
  ['getting-started/quick-start', '/dev-docs/quick-start'],
  ['getting-started/troubleshooting', '/dev-docs/faq'],
  ['getting-started/usage-information', '/dev-docs/usage-information'],
  ['concepts/draft-and-publish', '/user-docs/content-manager/saving-and-publishing-content'],
  ['setup-deployment-guides/installation', '/dev-docs/installation'],
  ['setup-deployment-guides/installation/cli', '/dev-docs/installation/cli'],
  ['setup-deployment-guides/installation/docker', '/dev-docs/installation/docker'],
  ['setup-deployment-guides/installation/templates', '/dev-docs/templates'],
  ['setup-deployment-guides/file-structure', '/dev-docs/project-structure'],
  ['setup-deployment-guides/configurations', '/dev-docs/configurations'],
  ['setup-deployment-guides/configurations/required/databases', '/dev-docs/configurations/database'],
  ['setup-deployment-guides/configurations/required/server', '/dev-docs/configurations/server'],
  ['setup-deployment-guides/configurations/required/admin-panel', '/dev-docs/configurations/admin-panel'],
  ['setup-deployment-guides/configurations/required/middlewares', '/dev-docs/configurations/middlewares'],
  ['setup-deployment-guides/configurations/optional/admin-panel', '/dev-docs/configurations/admin-panel'],
  ['setup-deployment-guides/configurations/optional/api', '/dev-docs/configurations/api'],
  ['setup-deployment-guides/configurations/optional/api-tokens', '/dev-docs/configurations/api-tokens'],
  ['setup-deployment-guides/configurations/optional/cronjobs', '/dev-docs/configurations/cron'],
  ['setup-deployment-guides/configurations/optional/environment', '/dev-docs/configurations/environment'],
  ['setup-deployment-guides/configurations/optional/functions', '/dev-docs/configurations/functions'],
  ['setup-deployment-guides/configurations/optional/plugins', '/dev-docs/configurations/plugins'],
  ['setup-deployment-guides/configurations/optional/public-assets', '/dev-docs/configurations/guides/public-assets'],
  ['setup-deployment-guides/configurations/optional/rbac', '/dev-docs/configurations/guides/rbac'],
  ['setup-deployment-guides/configurations/optional/sso', '/dev-docs/configurations/sso'],
  ['setup-deployment-guides/configurations/optional/typescript', '/dev-docs/configurations/typescript'],
  ['setup-deployment-guides/deployment', '/dev-docs/deployment'],
  ['setup-deployment-guides/deployment/hosting-guides/amazon-aws', '/dev-docs/deployment/amazon-aws'],
  ['setup-deployment-guides/deployment/hosting-guides/azure', '/dev-docs/deployment/azure'],
  ['setup-deployment-guides/deployment/hosting-guides/digitalocean', '/dev-docs/deployment/digitalocean'],
  ['setup-deployment-guides/deployment/hosting-guides/digitalocean-app-platform', '/dev-docs/deployment/digitalocean-app-platform'],
  ['setup-deployment-guides/deployment/hosting-guides/heroku', '/dev-docs/deployment/heroku'],
  ['setup-deployment-guides/deployment/optional-software/caddy-proxy', '/dev-docs/deployment/caddy-proxy'],
  ['setup-deployment-guides/deployment/optional-software/haproxy-proxy', '/dev-docs/deployment/haproxy-proxy'],
  ['setup-deployment-guides/deployment/optional-software/nginx-proxy', '/dev-docs/deployment/nginx-proxy'],
  ['setup-deployment-guides/deployment/optional-software/process-manager', '/dev-docs/deployment/process-manager'],
  ['development/admin-customization', '/dev-docs/admin-panel-customization'],
  ['development/backend-customization', '/dev-docs/backend-customization'],
  ['development/backend-customization/controllers', '/dev-docs/backend-customization/controllers'],
  ['development/backend-customization/middlewares', '/dev-docs/backend-customization/middlewares'],
  ['development/backend-customization/models', '/dev-docs/backend-customization/models'],
  ['development/backend-customization/policies', '/dev-docs/backend-customization/policies'],
  ['development/backend-customization/requests-responses', '/dev-docs/backend-customization/requests-responses'],
  ['development/backend-customization/routes', '/dev-docs/backend-customization/routes'],
  ['development/backend-customization/services', '/dev-docs/backend-customization/services'],
  ['development/backend-customization/webhooks', '/dev-docs/backend-customization/webhooks'],
  ['development/custom-fields', '/dev-docs/custom-fields'],
  ['development/error-handling', '/dev-docs/error-handling'],
  ['development/plugins-development', '/dev-docs/plugins/developing-plugins'],
  ['development/plugins-extension', '/dev-docs/plugins-extension'],
  ['development/providers', '/dev-docs/providers'],
  ['development/typescript', '/dev-docs/typescript'],
  ['developer-resources/cli/CLI', '/dev-docs/cli'],
  ['developer-resources/data-management', '/dev-docs/data-management'],
  ['developer-resources/database-migrations', '/dev-docs/database-migrations'],
  ['developer-resources/error-handling', '/dev-docs/error-handling'],
  ['developer-resources/unit-testing', '/dev-docs/testing'],
  ['developer-resources/plugin-api-reference/admin-panel', '/dev-docs/plugins/admin-panel-api'],
  ['developer-resources/plugin-api-reference/server', '/dev-docs/plugins/server-api'],
  ['developer-resources/content-api/integrations', '/dev-docs/integrations'],
  ...V4_INTEGRATIONS.map((name) => [`developer-resources/content-api/integrations/${name}`, `/dev-docs/integrations/${name}`] as const),
  ['developer-resources/database-apis-reference/rest-api', '/dev-docs/api/rest'],
  ['developer-resources/database-apis-reference/rest/api-parameters', '/dev-docs/api/rest/parameters'],
  ['developer-resources/database-apis-reference/rest/filtering-locale-publication', '/dev-docs/api/rest/filters-locale-publication'],
  ['developer-resources/database-apis-reference/rest/populating-fields', '/dev-docs/api/rest/populate-select'],
  ['developer-resources/database-apis-reference/rest/relations', '/dev-docs/api/rest/relations'],
  ['developer-resources/database-apis-reference/rest/sort-pagination', '/dev-docs/api/rest/sort-pagination'],
  ['developer-resources/database-apis-reference/graphql-api', '/dev-docs/api/graphql'],
  ['developer-resources/database-apis-reference/entity-service-api', '/dev-docs/api/entity-service'],
  ['developer-resources/database-apis-reference/entity-service/components-dynamic-zones', '/dev-docs/api/entity-service/components-dynamic-zones'],
  ['developer-resources/database-apis-reference/entity-service/crud', '/dev-docs/api/entity-service/crud'],
  ['developer-resources/database-apis-reference/entity-service/filter', '/dev-docs/api/entity-service/filter'],
  ['developer-resources/database-apis-reference/entity-service/order-pagination', '/dev-docs/api/entity-service/order-pagination'],
  ['developer-resources/database-apis-reference/entity-service/populate', '/dev-docs/api/entity-service/populate'],
  ['developer-resources/database-apis-reference/query-engine-api', '/dev-docs/api/query-engine'],
  ['developer-resources/database-apis-reference/query-engine/bulk-operations', '/dev-docs/api/query-engine/bulk-operations'],
  ['developer-resources/database-apis-reference/query-engine/filtering', '/dev-docs/api/query-engine/filtering'],
  ['developer-resources/database-apis-reference/query-engine/order-pagination', '/dev-docs/api/query-engine/order-pagination'],
  ['developer-resources/database-apis-reference/query-engine/populating', '/dev-docs/api/query-engine/populating'],
  ['developer-resources/database-apis-reference/query-engine/single-operations', '/dev-docs/api/query-engine/single-operations'],
  ['plugins/plugins', '/dev-docs/plugins'],
  ['plugins/documentation', '/dev-docs/plugins/documentation'],
  ['plugins/email', '/dev-docs/plugins/email'],
  ['plugins/graphql', '/dev-docs/plugins/graphql'],
  ['plugins/i18n', '/dev-docs/plugins/i18n'],
  ['plugins/sentry', '/dev-docs/plugins/sentry'],
  ['plugins/upload', '/dev-docs/plugins/upload'],
  ['plugins/users-permissions', '/dev-docs/plugins/users-permissions'],
  ['update-migration-guides/update-version', '/dev-docs/update-version'],
];

const V4_USER_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['getting-started/introduction', '/user-docs/intro'],
  ['content-manager/introduction-to-content-manager', '/user-docs/content-manager'],
  ['content-manager/configuring-view-of-content-type', '/user-docs/content-manager/configuring-view-of-content-type'],
  ['content-manager/managing-relational-fields', '/user-docs/content-manager/managing-relational-fields'],
  ['content-manager/saving-and-publishing-content', '/user-docs/content-manager/saving-and-publishing-content'],
  ['content-manager/translating-content', '/user-docs/content-manager/translating-content'],
  ['content-manager/writing-content', '/user-docs/content-manager/writing-content'],
  ['content-types-builder/introduction-to-content-types-builder', '/user-docs/content-type-builder'],
  ['content-types-builder/creating-new-content-type', '/user-docs/content-type-builder'],
  ['content-types-builder/configuring-fields-content-type', '/user-docs/content-type-builder'],
  ['content-types-builder/managing-content-types', '/user-docs/content-type-builder'],
  ['media-library/introduction-to-media-library', '/user-docs/media-library'],
  ['media-library/adding-assets', '/user-docs/media-library/adding-assets'],
  ['media-library/managing-assets', '/user-docs/media-library/managing-assets'],
  ['media-library/organizing-assets-with-folders', '/user-docs/media-library/organizing-assets-with-folders'],
  ['plugins/introduction-to-plugins', '/user-docs/plugins'],
  ['plugins/strapi-plugins', '/user-docs/plugins'],
  ['plugins/installing-plugins-via-marketplace', '/user-docs/plugins/installing-plugins-via-marketplace'],
  ['settings/managing-global-settings', '/user-docs/settings/admin-panel'],
  ['settings/audit-logs', '/user-docs/settings/audit-logs'],
  ['settings/configuring-users-permissions-plugin-settings', '/user-docs/settings/configuring-users-permissions-plugin-settings'],
  ['users-roles-permissions/introduction-to-users-roles-permissions', '/user-docs/users-roles-permissions'],
  ['users-roles-permissions/configuring-administrator-roles', '/user-docs/users-roles-permissions/configuring-administrator-roles'],
  ['users-roles-permissions/configuring-end-users-roles', '/user-docs/users-roles-permissions/configuring-end-users-roles'],
  ['users-roles-permissions/managing-administrators', '/user-docs/users-roles-permissions/managing-administrators'],
  ['users-roles-permissions/managing-end-users', '/user-docs/users-roles-permissions/managing-end-users'],
];

/**
 * Strapi 4 docs pages of the later (Docusaurus, 2023–2024) site whose path has no page here under the
 * same name: the user guide's "introduction to …" pages became the section pages, and the
 * Content-type Builder's task pages are one page here.
 */
const V4_RENAMED: ReadonlyArray<readonly [string, string]> = [
  ['/user-docs/content-manager/introduction-to-content-manager', '/user-docs/content-manager'],
  ['/user-docs/content-type-builder/introduction-to-content-types-builder', '/user-docs/content-type-builder'],
  ['/user-docs/content-type-builder/creating-new-content-type', '/user-docs/content-type-builder'],
  ['/user-docs/content-type-builder/configuring-fields-content-type', '/user-docs/content-type-builder'],
  ['/user-docs/content-type-builder/managing-content-types', '/user-docs/content-type-builder'],
  ['/user-docs/media-library/introduction-to-media-library', '/user-docs/media-library'],
  ['/user-docs/media-library/introduction-to-the-media-library', '/user-docs/media-library'],
  ['/user-docs/plugins/introduction-to-plugins', '/user-docs/plugins'],
  ['/user-docs/plugins/strapi-plugins', '/user-docs/plugins'],
  ['/user-docs/settings/managing-global-settings', '/user-docs/settings/admin-panel'],
  ['/user-docs/users-roles-permissions/introduction-to-users-roles-permissions', '/user-docs/users-roles-permissions'],
  ['/dev-docs/migration-guides', '/dev-docs/update-version'],
  ['/dev-docs/deployment/strapi-cloud', '/cloud/getting-started/deployment'],
];

/** Pages of this site that were renamed: `[old path, new path]`. Keep old paths here for good. */
export const RENAMED_PAGES: ReadonlyArray<readonly [string, string]> = [];

/** Old Strapi docs paths (see above), without the site's base URL. */
export function legacyRedirects(): Redirect[] {
  return [
    ...V4_DEVELOPER_PAGES.map(([from, to]) => ({from: `/${V4_DEVELOPER_DOCS}/${from}.html`, to})),
    ...V4_USER_PAGES.map(([from, to]) => ({from: `/${V4_USER_DOCS}/${from}.html`, to})),
    ...V4_RENAMED.map(([from, to]) => ({from, to})),
    ...RENAMED_PAGES.map(([from, to]) => ({from, to})),
  ];
}

/**
 * The docs areas used to build their own tag pages (`/dev-docs/tags/<tag>`); the site-wide
 * `/tags/<tag>` pages (src/plugins/site-index) replace them.
 */
export function tagRedirects(tagKeys: readonly string[]): Redirect[] {
  return DOCS_AREAS.flatMap((area) => [
    {from: `/${area.id}/tags`, to: '/tags'},
    ...tagKeys.map((key) => ({from: `/${area.id}/tags/${key}`, to: `/tags/${key}`})),
  ]);
}

/** The tag keys declared in docs/tags.yml (top-level keys of the YAML map). */
export function tagKeysOf(tagsYaml: string): string[] {
  return [...tagsYaml.matchAll(/^([A-Za-z0-9][\w-]*):\s*$/gm)].map((match) => match[1]);
}

/** `/a/b` → `/a/b.html`; the home page `/` → `/index.html`. */
export function htmlForm(routePath: string): string {
  return routePath === '/' || routePath.endsWith('/') ? `${routePath}index.html` : `${routePath}.html`;
}

/** Adds the base URL (`/` or `/x/`) to a site path. */
export function withBase(baseUrl: string, sitePath: string): string {
  return `${baseUrl.replace(/\/$/, '')}${sitePath}`;
}

/** Every explicit redirect (legacy paths and tags), deduplicated by source. Throws on a conflict. */
export function siteRedirects(tagKeys: readonly string[]): Redirect[] {
  const bySource = new Map<string, Redirect>();
  for (const redirect of [...legacyRedirects(), ...tagRedirects(tagKeys)]) {
    const known = bySource.get(redirect.from);
    if (known !== undefined && known.to !== redirect.to) {
      throw new Error(`Redirect ${redirect.from} points to both ${known.to} and ${redirect.to}.`);
    }
    if (redirect.from === redirect.to) throw new Error(`Redirect ${redirect.from} points to itself.`);
    bySource.set(redirect.from, redirect);
  }
  return [...bySource.values()];
}

/** The redirects of this site, with the tag keys read from docs/tags.yml. */
export function readSiteRedirects(tagsFile = path.join(__dirname, '..', 'docs', 'tags.yml')): Redirect[] {
  return siteRedirects(tagKeysOf(readFileSync(tagsFile, 'utf8')));
}

/**
 * The redirects @docusaurus/plugin-client-redirects writes as `<path>/index.html` pages: all but the
 * `.html` paths, which src/plugins/post-build/security-headers writes as files of that name.
 */
export function readClientRedirects(): Redirect[] {
  return readSiteRedirects().filter(({from}) => !from.endsWith('.html'));
}
