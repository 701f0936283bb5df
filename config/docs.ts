import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import path from 'node:path';
import {docIds} from '../sidebars/define';
import {cloudEntries} from '../sidebars/entries/cloud';
import {devDocsEntries} from '../sidebars/entries/dev-docs';
import {userDocsEntries} from '../sidebars/entries/user-docs';
import remarkPlannedLinks from '../src/plugins/planned-links';
import remarkVerifiedExamples from '../src/plugins/verified-examples/remark';
import {SITE_VERSION} from './constants';
import {STRAPI_VERIFIED_VERSION} from './strapi-version';
import {env} from './env';

/** Every page of the route contract, written or not, per area (from the sidebars). */
const plannedDocs = {
  'dev-docs': docIds(devDocsEntries),
  'user-docs': docIds(userDocsEntries),
  cloud: docIds(cloudEntries),
};

/** Options every docs area shares. */
export const commonDocsOptions = {
  editUrl: env.EDIT_URL,
  showLastUpdateTime: true,
  showLastUpdateAuthor: false,
  breadcrumbs: true,
  // One tags file shared by the three areas; a tag not declared there fails the build.
  tags: '../tags.yml',
  onInlineTags: 'throw',
  // Install commands are written once for npm (```bash npm2yarn) and shown for npm, Yarn and pnpm.
  remarkPlugins: [
    [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}],
    // "Examples verified against Strapi X.Y.Z" on pages whose examples npm run verify:live runs.
    [remarkVerifiedExamples, {version: STRAPI_VERIFIED_VERSION}],
  ],
  // Links to planned pages that are not written yet render as text (see the plugin).
  beforeDefaultRemarkPlugins: [
    [remarkPlannedLinks, {docsDir: path.join(__dirname, '..', 'docs'), planned: plannedDocs}],
  ],
  // Two admonition keywords of our own, rendered by src/theme/Admonition/Types.tsx.
  admonitions: {keywords: ['prerequisites', 'strapi'], extendDefaults: true},
} satisfies DocsOptions;

function docsArea(id: string, options: DocsOptions): PluginConfig {
  return [
    '@docusaurus/plugin-content-docs',
    {
      ...commonDocsOptions,
      id,
      path: `docs/${id}`,
      routeBasePath: id,
      sidebarPath: `./sidebars/${id}.ts`,
      ...options,
    } satisfies DocsOptions,
  ];
}

/** One docs-plugin instance per area: developer docs, user guide, Strapi Cloud. */
export const docsPlugins: PluginConfig[] = [
  docsArea('dev-docs', {
    // The developer docs carry the site version, shown in the navbar dropdown.
    lastVersion: 'current',
    versions: {current: {label: SITE_VERSION, banner: 'none', badge: true}},
  }),
  docsArea('user-docs', {}),
  docsArea('cloud', {}),
];
