import type {Entry} from '../define';

/** Reading order of the Strapi Cloud docs (routes from ../shared/routes.txt). */
export const cloudEntries: Entry[] = [
  'intro',
  {
    label: 'Getting started',
    collapsed: false,
    items: [
      'getting-started/deployment',
      'getting-started/usage-billing',
      'getting-started/caching',
    ],
  },
  {
    label: 'Projects',
    items: [
      'projects/overview',
      'projects/settings',
      'projects/collaboration',
      'projects/deploys',
      'projects/deploys-history',
      'projects/runtime-logs',
      'projects/notifications',
    ],
  },
  {
    label: 'Account',
    items: ['account/account-settings', 'account/account-billing'],
  },
  {
    label: 'Advanced configuration',
    items: ['advanced/database', 'advanced/email', 'advanced/upload'],
  },
];
