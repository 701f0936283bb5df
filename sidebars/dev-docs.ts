import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {areaSidebar, type Entry} from './define';

/** Reading order of the developer docs (routes from ../shared/routes.txt). */
export const devDocsEntries: Entry[] = [
  'intro',
  {
    label: 'Getting started',
    collapsed: false,
    items: [
      'quick-start',
      {
        label: 'Installation',
        link: 'installation',
        items: ['installation/cli', 'installation/docker', 'installation/templates'],
      },
      'project-structure',
      'cli',
      'templates',
      'whats-new',
      'faq',
      'glossary',
      'usage-information',
      'community',
    ],
  },
  {
    label: 'Content APIs',
    link: 'api/content-apis',
    items: [
      {
        label: 'REST API',
        link: 'api/rest',
        items: [
          'api/rest/parameters',
          'api/rest/populate-select',
          'api/rest/filters-locale-publication',
          'api/rest/sort-pagination',
          'api/rest/relations',
          'api/rest/interactive-query-builder',
          {
            label: 'Guides',
            items: ['api/rest/guides/authenticate-requests', 'api/rest/guides/understanding-populate'],
          },
        ],
      },
      'api/graphql',
      {
        label: 'Document Service API',
        link: 'api/document-service',
        items: [
          'api/document-service/document',
          'api/document-service/filters',
          'api/document-service/populate',
          'api/document-service/select',
          'api/document-service/sort-pagination',
        ],
      },
      {
        label: 'Query Engine API',
        link: 'api/query-engine',
        items: [
          'api/query-engine/single-operations',
          'api/query-engine/bulk-operations',
          'api/query-engine/filtering',
          'api/query-engine/populating',
          'api/query-engine/order-pagination',
        ],
      },
      {
        label: 'Entity Service API (deprecated)',
        link: 'api/entity-service',
        items: [
          'api/entity-service/crud',
          'api/entity-service/filter',
          'api/entity-service/order-pagination',
          'api/entity-service/populate',
          'api/entity-service/components-dynamic-zones',
        ],
      },
    ],
  },
  {
    label: 'Setup and deployment',
    link: 'setup-deployment',
    items: [
      {
        label: 'Configurations',
        link: 'configurations',
        items: [
          'configurations/database',
          'configurations/sqlite',
          'configurations/server',
          'configurations/admin-panel',
          'configurations/middlewares',
          'configurations/api',
          'configurations/api-tokens',
          'configurations/plugins',
          'configurations/typescript',
          'configurations/environment',
          'configurations/functions',
          'configurations/cron',
          'configurations/features',
          'configurations/sso',
          {
            label: 'Guides',
            items: [
              'configurations/guides/access-configuration-values',
              'configurations/guides/access-cast-environment-variables',
              'configurations/guides/public-assets',
              'configurations/guides/use-cron-jobs',
              'configurations/guides/rbac',
            ],
          },
        ],
      },
      {
        label: 'Deployment',
        link: 'deployment',
        items: [
          {
            label: 'Hosting guides',
            link: 'deployment/hosting-guides',
            items: [
              'deployment/amazon-aws',
              'deployment/azure',
              'deployment/digitalocean',
              'deployment/digitalocean-app-platform',
              'deployment/heroku',
            ],
          },
          {
            label: 'Optional software',
            link: 'deployment/optional-software-guides',
            items: [
              'deployment/nginx-proxy',
              'deployment/caddy-proxy',
              'deployment/haproxy-proxy',
              'deployment/process-manager',
            ],
          },
        ],
      },
    ],
  },
  {
    label: 'Customization',
    link: 'customization',
    items: [
      {
        label: 'Back-end customization',
        link: 'backend-customization',
        items: [
          'backend-customization/models',
          'backend-customization/requests-responses',
          'backend-customization/routes',
          'backend-customization/policies',
          'backend-customization/middlewares',
          'backend-customization/controllers',
          'backend-customization/services',
          'backend-customization/webhooks',
          'backend-customization/examples',
        ],
      },
      'admin-panel-customization',
      'custom-fields',
      'error-handling',
      'database-transactions',
      'database-migrations',
      'i18n',
    ],
  },
  {
    label: 'Advanced features',
    link: 'advanced-features',
    items: [
      {
        label: 'TypeScript',
        link: 'typescript',
        items: ['typescript/development', 'typescript/adding-support-to-existing-project'],
      },
      'providers',
      {
        label: 'Data management',
        link: 'data-management',
        items: ['data-management/export', 'data-management/import', 'data-management/transfer'],
      },
      'testing',
    ],
  },
  {
    label: 'Plugins',
    link: 'plugins',
    items: [
      'plugins/using-plugins',
      {
        label: 'Built-in plugins',
        items: [
          'plugins/documentation',
          'plugins/email',
          'plugins/graphql',
          'plugins/i18n',
          'plugins/sentry',
          'plugins/upload',
          'plugins/users-permissions',
          'plugins/content-source-map',
        ],
      },
      'plugins-extension',
      {
        label: 'Developing plugins',
        link: 'plugins/developing-plugins',
        items: [
          'plugins/create-a-plugin',
          'plugins/plugin-structure',
          'plugins/admin-panel-api',
          'plugins/server-api',
          {
            label: 'Guides',
            items: [
              'plugins/guides/use-the-plugin-cli',
              'plugins/guides/store-and-access-data',
              'plugins/guides/pass-data-from-server-to-admin',
              'plugins/guides/create-components-for-plugins',
            ],
          },
        ],
      },
    ],
  },
  {
    label: 'Integrations',
    link: 'integrations',
    items: [
      'integrations/next-js',
      'integrations/nuxt-js',
      'integrations/react',
      'integrations/vue-js',
      'integrations/angular',
      'integrations/svelte',
      'integrations/sapper',
      'integrations/gatsby',
      'integrations/gridsome',
      'integrations/11ty',
      'integrations/jekyll',
      'integrations/graphql',
      'integrations/flutter',
      'integrations/dart',
      'integrations/go',
      'integrations/php',
      'integrations/laravel',
      'integrations/python',
      'integrations/ruby',
    ],
  },
  {
    label: 'Upgrades',
    items: [
      'update-version',
      'upgrade-tool',
      {
        label: 'Migrate from v4 to v5',
        link: 'migration/v4-to-v5/introduction',
        items: [
          'migration/v4-to-v5/migration-guides',
          {
            label: 'Breaking changes',
            link: 'migration/v4-to-v5/breaking-changes',
            items: [
              'migration/v4-to-v5/breaking-changes/new-response-format',
              'migration/v4-to-v5/breaking-changes/use-document-id',
              'migration/v4-to-v5/breaking-changes/draft-and-publish-always-enabled',
              'migration/v4-to-v5/breaking-changes/i18n-content-manager-locale',
              'migration/v4-to-v5/breaking-changes/mysql5-unsupported',
              'migration/v4-to-v5/breaking-changes/fetch',
              'migration/v4-to-v5/breaking-changes/vite',
              'migration/v4-to-v5/breaking-changes/react-router-dom-6',
              'migration/v4-to-v5/breaking-changes/is-supported-image-removed',
            ],
          },
        ],
      },
      'migration/v5/5.0.0-to-5.0.1',
    ],
  },
];

export default {
  devDocsSidebar: areaSidebar('dev-docs', devDocsEntries),
} satisfies SidebarsConfig;
