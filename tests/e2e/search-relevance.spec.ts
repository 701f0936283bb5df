/**
 * Relevance of the offline search: realistic reader queries, chosen before any
 * tuning, with the page each should find. The page must be in the top 3 for at
 * least 90% of them. Add queries that fail; do not remove them.
 */
import {expect, test, waitForHydration} from './support/fixtures';

const QUERIES: Array<[query: string, expected: string]> = [
  ['filter by date', '/dev-docs/api/rest/filters-locale-publication'],
  ['api token', '/user-docs/settings/API-tokens'],
  ['populate dynamic zone', '/dev-docs/api/rest/guides/understanding-populate'],
  ['deploy strapi cloud', '/cloud/getting-started/deployment'],
  ['document service findMany', '/dev-docs/api/document-service'],
  ['what is a document documentId', '/dev-docs/api/document-service/document'],
  ['draft status parameter', '/dev-docs/api/rest/filters-locale-publication'],
  ['sort results descending', '/dev-docs/api/rest/sort-pagination'],
  ['pagination pageSize', '/dev-docs/api/rest/sort-pagination'],
  ['connect disconnect relations', '/dev-docs/api/rest/relations'],
  ['graphql mutation', '/dev-docs/api/graphql'],
  ['query engine bulk operations', '/dev-docs/api/query-engine/bulk-operations'],
  ['deleteMany', '/dev-docs/api/query-engine/bulk-operations'],
  ['where operators query engine', '/dev-docs/api/query-engine/filtering'],
  ['orderBy', '/dev-docs/api/query-engine/order-pagination'],
  ['entity service deprecated', '/dev-docs/api/entity-service'],
  ['entity service components dynamic zones', '/dev-docs/api/entity-service/components-dynamic-zones'],
  ['select fields document service', '/dev-docs/api/document-service/select'],
  ['JWT login authenticate', '/dev-docs/api/rest/guides/authenticate-requests'],
  ['interactive query builder', '/dev-docs/api/rest/interactive-query-builder'],
  ['which API should I use', '/dev-docs/api/content-apis'],
  ['REST response format', '/dev-docs/api/rest'],
  ['cache-control header', '/cloud/getting-started/caching'],
  ['custom domain', '/cloud/projects/settings'],
  ['invite collaborator', '/cloud/projects/collaboration'],
  ['build logs failed deploy', '/cloud/projects/deploys-history'],
  ['runtime logs', '/cloud/projects/runtime-logs'],
  ['external database', '/cloud/advanced/database'],
  ['email provider sendgrid', '/cloud/advanced/email'],
  ['s3 upload provider', '/cloud/advanced/upload'],
  ['invoices payment method', '/cloud/account/account-billing'],
  ['assign reviewer stage', '/user-docs/content-manager/reviewing-content'],
  ['translate content locale', '/user-docs/content-manager/translating-content'],
  ['schedule release', '/user-docs/releases/creating-a-release'],
  ['upload images', '/user-docs/media-library/adding-assets'],
  ['create folder', '/user-docs/media-library/organizing-assets-with-folders'],
  ['create collection type', '/user-docs/content-type-builder'],
  ['invite administrator', '/user-docs/users-roles-permissions/managing-administrators'],
  ['public role permissions', '/user-docs/users-roles-permissions/configuring-end-users-roles'],
  ['audit logs', '/user-docs/settings/audit-logs'],
  ['single sign-on', '/user-docs/settings/single-sign-on'],
  ['transfer token', '/user-docs/settings/transfer-tokens'],
  ['reorder relations', '/user-docs/content-manager/managing-relational-fields'],
  // Developer guides added after the first tuning.
  ['cron job every day', '/dev-docs/configurations/cron'],
  ['nginx reverse proxy', '/dev-docs/deployment/nginx-proxy'],
  ['docker compose postgres', '/dev-docs/installation/docker'],
  ['reset admin password', '/user-docs/users-roles-permissions/managing-administrators'],
  ['cors origin', '/dev-docs/configurations/middlewares'],
  ['lifecycle hooks beforeCreate', '/dev-docs/backend-customization/models'],
  ['webhook payload', '/dev-docs/backend-customization/webhooks'],
  ['upgrade codemods', '/dev-docs/upgrade-tool'],
  ['next.js', '/dev-docs/integrations/next-js'],
  ['register custom field', '/dev-docs/custom-fields'],
  ['migrate from v4', '/dev-docs/migration/v4-to-v5/introduction'],
  ['export import data', '/dev-docs/data-management'],
];

test('the expected page is in the top 3 for at least 90% of reader queries', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const tops = await page.evaluate(async (queries) => {
    const pagefind = await import(/* webpackIgnore: true */ `${location.origin}/pagefind/pagefind.js`);
    await pagefind.init();
    const out: string[][] = [];
    for (const [query] of queries) {
      const search = await pagefind.search(query);
      const data = await Promise.all(search.results.slice(0, 3).map((result: {data(): Promise<{url: string}>}) => result.data()));
      out.push(data.map((entry: {url: string}) => entry.url.replace(/\/$/, '')));
    }
    return out;
  }, QUERIES);
  const misses = QUERIES.filter(([, expected], index) => !tops[index].includes(expected)).map(
    ([query, expected], index) => `"${query}" → expected ${expected}, got ${tops[QUERIES.findIndex(([q]) => q === query)].join(', ') || 'nothing'}`,
  );
  const hitRate = (QUERIES.length - misses.length) / QUERIES.length;
  console.log(`search relevance: ${QUERIES.length - misses.length}/${QUERIES.length} in the top 3 (${Math.round(hitRate * 100)}%)`);
  for (const miss of misses) console.log(`  miss: ${miss}`);
  expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  expect(hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
});
