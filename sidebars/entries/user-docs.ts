import type {Entry} from '../define';

/** Reading order of the user guide (routes from ../shared/routes.txt). */
export const userDocsEntries: Entry[] = [
  'intro',
  'homepage',
  {
    label: 'Content Manager',
    link: 'content-manager',
    collapsed: false,
    items: [
      'content-manager/writing-content',
      'content-manager/managing-relational-fields',
      'content-manager/saving-and-publishing-content',
      'content-manager/translating-content',
      'content-manager/reviewing-content',
      'content-manager/adding-content-to-releases',
      {id: 'content-manager/previewing-content', badge: 'new'},
      {id: 'content-manager/content-history', badge: 'new'},
      'content-manager/configuring-view-of-content-type',
    ],
  },
  {
    label: 'Content-type Builder',
    link: 'content-type-builder',
    items: [{id: 'content-type-builder/components', badge: 'new'}],
  },
  {
    label: 'Media Library',
    link: 'media-library',
    items: [
      'media-library/adding-assets',
      'media-library/managing-assets',
      'media-library/organizing-assets-with-folders',
    ],
  },
  {
    label: 'Releases',
    link: 'releases/introduction',
    items: ['releases/creating-a-release', 'releases/managing-a-release'],
  },
  {
    label: 'Users, roles and permissions',
    link: 'users-roles-permissions',
    items: [
      'users-roles-permissions/managing-administrators',
      'users-roles-permissions/configuring-administrator-roles',
      'users-roles-permissions/managing-end-users',
      'users-roles-permissions/configuring-end-users-roles',
      {id: 'users-roles-permissions/your-profile', badge: 'new'},
    ],
  },
  {
    label: 'Plugins',
    link: 'plugins',
    items: ['plugins/installing-plugins-via-marketplace'],
  },
  {
    label: 'Settings',
    items: [
      'settings/admin-panel',
      'settings/API-tokens',
      {id: 'settings/admin-tokens', badge: 'new'},
      'settings/transfer-tokens',
      'settings/internationalization',
      'settings/media-library-settings',
      {id: 'settings/email', badge: 'new'},
      {id: 'settings/webhooks', badge: 'new'},
      'settings/review-workflows',
      'settings/configuring-users-permissions-plugin-settings',
      'settings/single-sign-on',
      'settings/audit-logs',
    ],
  },
];
