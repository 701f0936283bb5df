import type {ThemeConfig} from '@docusaurus/preset-classic';
import {STRAPI_REPO_URL} from './constants';

export const navbar = {
  title: 'Strapi 5 Docs',
  logo: {
    alt: 'Strapi logo',
    // Drawn inline by src/theme/Logo (same shape; tile colour per colour mode); `src` stays for the
    // theme's config schema and names the file other tools link to.
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {
      type: 'doc',
      docsPluginId: 'dev-docs',
      docId: 'intro',
      label: 'Developer Docs',
      position: 'left',
    },
    {
      type: 'doc',
      docsPluginId: 'user-docs',
      docId: 'intro',
      label: 'User Guide',
      position: 'left',
    },
    {
      type: 'doc',
      docsPluginId: 'cloud',
      docId: 'intro',
      label: 'Strapi Cloud',
      position: 'left',
    },
    {type: 'search', position: 'right'},
    {type: 'custom-askAi', position: 'right'},
    {
      type: 'docsVersionDropdown',
      docsPluginId: 'dev-docs',
      position: 'right',
      dropdownItemsAfter: [{href: 'https://docs-v4.strapi.io', label: '4.x (previous docs)'}],
    },
    {
      href: STRAPI_REPO_URL,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'Strapi source code on GitHub',
    },
  ],
} satisfies ThemeConfig['navbar'];
