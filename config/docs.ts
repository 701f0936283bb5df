import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import {SITE_VERSION} from './constants';
import {env} from './env';

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
  remarkPlugins: [[npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}]],
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
