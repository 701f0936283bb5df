/**
 * The Strapi 4 → 5 breaking changes of docs/dev-docs/migration/v4-to-v5/breaking-changes/, one
 * entry per page (slug = file name). The catalogue table of the breaking-changes page is built from
 * this list; a unit test keeps it and the pages in step (every page listed once, the summary box of
 * each page agreeing with its entry).
 */
import type {CodemodSupport} from '../components/BreakingChangeCard';

export const BREAKING_CHANGE_AREAS = {
  'content-api': 'Content API',
  database: 'Database',
  configuration: 'Configuration',
  'admin-panel': 'Admin panel',
  plugins: 'Plugins',
  dependencies: 'Dependencies',
  tooling: 'Tooling',
} as const;

export type BreakingChangeArea = keyof typeof BREAKING_CHANGE_AREAS;

export type BreakingChange = {
  slug: string;
  title: string;
  summary: string;
  area: BreakingChangeArea;
  affectsPlugins: boolean;
  affectsProjects: boolean;
  codemod: CodemodSupport;
  codemodName?: string;
};

export const BREAKING_CHANGES: BreakingChange[] = [
  {
    slug: 'draft-and-publish-always-enabled',
    title: 'Draft & Publish is part of the document model',
    summary: 'A document can have a draft and a published version at the same time; publicationState is replaced by status.',
    area: 'content-api',
    affectsPlugins: true,
    affectsProjects: true,
    codemod: 'partly',
    codemodName: 'entity-service-document-service',
  },
  {
    slug: 'mysql5-unsupported',
    title: 'MySQL 5 is no longer supported',
    summary: 'Projects on MySQL must run MySQL 8 or later before upgrading.',
    area: 'database',
    affectsPlugins: false,
    affectsProjects: true,
    codemod: 'no',
  },
  {
    slug: 'new-response-format',
    title: 'New REST response format',
    summary: 'Fields are no longer nested in attributes and relations are no longer wrapped in data.',
    area: 'content-api',
    affectsPlugins: true,
    affectsProjects: true,
    codemod: 'no',
  },
  {
    slug: 'use-document-id',
    title: 'documentId replaces id',
    summary: 'REST, GraphQL and the Document Service identify entries with the string documentId.',
    area: 'content-api',
    affectsPlugins: true,
    affectsProjects: true,
    codemod: 'partly',
    codemodName: 'entity-service-document-service',
  },
  {
    slug: 'fetch',
    title: 'fetch replaces axios in the admin panel',
    summary: 'useFetchClient and getFetchClient are built on fetch and come from @strapi/strapi/admin.',
    area: 'admin-panel',
    affectsPlugins: true,
    affectsProjects: true,
    codemod: 'partly',
    codemodName: 'deprecate-helper-plugin',
  },
  {
    slug: 'vite',
    title: 'Vite is the default admin bundler',
    summary: 'Custom webpack configurations must be rewritten for Vite in src/admin/vite.config.js.',
    area: 'admin-panel',
    affectsPlugins: true,
    affectsProjects: true,
    codemod: 'no',
  },
  {
    slug: 'react-router-dom-6',
    title: 'React Router 6 in the admin panel',
    summary: 'Admin customizations and plugins must use React Router 6 APIs.',
    area: 'admin-panel',
    affectsPlugins: true,
    affectsProjects: true,
    codemod: 'partly',
    codemodName: 'dependency-upgrade-react-router-dom',
  },
  {
    slug: 'i18n-content-manager-locale',
    title: 'Locale parameter of the Content Manager API',
    summary: 'i18n is part of the core, and Content Manager API requests take locale instead of plugins[i18n][locale].',
    area: 'content-api',
    affectsPlugins: true,
    affectsProjects: true,
    codemod: 'partly',
    codemodName: 'dependency-remove-strapi-plugin-i18n',
  },
  {
    slug: 'is-supported-image-removed',
    title: 'isSupportedImage is removed',
    summary: 'The Upload plugin utility isSupportedImage is gone; use isOptimizableImage instead (a manual change).',
    area: 'plugins',
    affectsPlugins: true,
    affectsProjects: true,
    codemod: 'no',
  },
];
