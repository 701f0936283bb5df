import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import clientRedirectsPlugin from '@docusaurus/plugin-client-redirects';
import {DOCS_AREAS, SITE_VERSION} from './config/constants';
import {docsPlugins} from './config/docs';
import {STRAPI_VERIFIED_VERSION} from './config/strapi-version';
import {env} from './config/env';
import {openapiPreset} from './config/openapi';
import {readClientRedirects, readSiteRedirects} from './config/redirects';
import {withServerOnlyOptions} from './config/server-only-options';
import {themeConfig} from './config/theme';
import analyticsPlugin from './src/plugins/analytics';
import leanBundlesPlugin, {type LeanBundlesOptions} from './src/plugins/lean-bundles';
import postBuildPlugin from './src/plugins/post-build';
import {siteSecurityOptions} from './src/plugins/post-build/security-headers';
import siteIndexPlugin, {type SiteIndexOptions} from './src/plugins/site-index';

const config = {
  title: 'Strapi 5 Documentation',
  tagline: 'Build, customize, deploy and use Strapi 5, the open-source headless CMS.',
  favicon: 'img/favicon.svg',
  url: env.SITE_URL,
  baseUrl: env.BASE_URL,
  baseUrlIssueBanner: true,
  titleDelimiter: '|',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // House style gives linked headings explicit `{#anchor}` ids.
    mdx1Compat: {headingIds: true, comments: false, admonitions: false},
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  future: {
    v4: true,
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // The docs areas create no tag pages of their own (src/plugins/docs-area): /tags is site-wide.
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
    openapiPreset,
  ],
  plugins: [
    ...docsPlugins,
    'docusaurus-plugin-image-zoom',
    // Module replacements, loaders and aliases: every one declared in src/deviations/registry.ts.
    [leanBundlesPlugin, {disabled: env.LEAN_BUNDLES_DISABLE, upgradeTrial: env.DOCUSAURUS_UPGRADE_TRIAL} satisfies LeanBundlesOptions],
    [analyticsPlugin, {containerId: env.GTM_CONTAINER_ID}],
    [siteIndexPlugin, {areas: [...DOCS_AREAS], tagsFile: 'docs/tags.yml'} satisfies SiteIndexOptions],
    // Old URLs (config/redirects.ts): static redirect pages for any host …
    // (Both redirect tables stay out of the browser's copy of this config: config/server-only-options.ts.)
    withServerOnlyOptions(
      clientRedirectsPlugin,
      // The plugin's options in full (its defaults, our table), as its option validation would give them.
      {id: 'default', fromExtensions: [], toExtensions: [], redirects: readClientRedirects()},
    ),
    // … and, after the build, in this order (src/plugins/post-build): the Markdown twins and llms
    // files, the offline search index, build/_redirects (real 301s) plus build/_headers (CSP and
    // other security headers), then the .gz/.br copies of every text file.
    withServerOnlyOptions(postBuildPlugin, {
      twins: {areas: [...DOCS_AREAS]},
      search: env.ALGOLIA === undefined ? {areas: [...DOCS_AREAS]} : 'algolia',
      security: siteSecurityOptions(
        {
          aiWidgetScriptUrl: env.AI_WIDGET_WEBSITE_ID === undefined ? undefined : env.AI_WIDGET_SCRIPT_URL,
          gtm: env.GTM_CONTAINER_ID !== undefined,
          algoliaAppId: env.ALGOLIA?.appId,
          feedbackEndpoint: env.FEEDBACK_ENDPOINT,
        },
        readSiteRedirects(),
      ),
      precompress: !env.SKIP_PRECOMPRESS,
    }),
  ],
  themes: ['@docusaurus/theme-live-codeblock'],
  themeConfig,
  clientModules: ['./src/clientModules/konami.ts', './src/clientModules/prefetch-on-intent.ts', './src/clientModules/first-render.ts'],
  customFields: {
    // Read by src/components/ChangesSince: the release the docs are verified against.
    strapiVersion: STRAPI_VERIFIED_VERSION,
    // Read by src/components/Search: the offline index unless Algolia is fully configured.
    search: env.ALGOLIA === undefined ? {kind: 'local'} : {kind: 'algolia', ...env.ALGOLIA},
    // Read by src/components/PageFeedback: votes are also sent to the endpoint when one is set.
    feedback: {endpoint: env.FEEDBACK_ENDPOINT ?? null, version: SITE_VERSION},
    // Read by src/components/AskAi: null keeps the widget (and its requests) off.
    askAi:
      env.AI_WIDGET_WEBSITE_ID === undefined
        ? null
        : {
            websiteId: env.AI_WIDGET_WEBSITE_ID,
            scriptUrl: env.AI_WIDGET_SCRIPT_URL,
            logoUrl: `${env.SITE_URL}${env.BASE_URL}img/logo.svg`,
          },
  },
} satisfies Config;

export default config;
