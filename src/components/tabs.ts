/**
 * Tab groups used across the docs. A reader's choice in one group sticks on
 * every page (Docusaurus syncs tabs that share a `groupId`).
 */
export const TAB_GROUPS = {
  jsTs: {groupId: 'js-ts', values: {js: 'JavaScript', ts: 'TypeScript'}},
  // @docusaurus/remark-plugin-npm2yarn hard-codes this group id for the tabs it
  // generates; hand-written package-manager tabs use the same id so they stay in sync.
  packageManager: {groupId: 'npm2yarn', values: {npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm'}},
  apiKind: {
    groupId: 'api-kind',
    values: {rest: 'REST', graphql: 'GraphQL', 'document-service': 'Document Service'},
  },
} as const;

export type TabGroupName = keyof typeof TAB_GROUPS;
export type TabGroupId = (typeof TAB_GROUPS)[TabGroupName]['groupId'];
