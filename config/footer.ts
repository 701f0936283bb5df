import type {ThemeConfig} from '@docusaurus/preset-classic';
import {STRAPI_REPO_URL} from './constants';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Developer Docs', to: '/dev-docs/intro'},
        {label: 'User Guide', to: '/user-docs/intro'},
        {label: 'Strapi Cloud', to: '/cloud/intro'},
        {label: 'REST API reference', to: '/openapi/'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Forum', href: 'https://forum.strapi.io'},
        {label: 'Discord', href: 'https://discord.strapi.io'},
        {label: 'GitHub Discussions', href: 'https://github.com/strapi/strapi/discussions'},
        {label: 'Feedback and ideas', href: 'https://feedback.strapi.io'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', href: 'https://strapi.io/blog'},
        {label: 'strapi.io', href: 'https://strapi.io'},
        {label: 'Strapi on GitHub', href: STRAPI_REPO_URL},
      ],
    },
  ],
  copyright: `Strapi 5 documentation. Strapi is open-source software released under the MIT licence (Enterprise features under a commercial licence).`,
} satisfies ThemeConfig['footer'];
