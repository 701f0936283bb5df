import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import {docsPlugins} from './config/docs';
import {env} from './config/env';
import {themeConfig} from './config/theme';

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
    mermaid: true,
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
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [...docsPlugins, 'docusaurus-plugin-image-zoom'],
  themes: ['@docusaurus/theme-live-codeblock', '@docusaurus/theme-mermaid'],
  themeConfig,
} satisfies Config;

export default config;
