/**
 * Every picture of the admin panel the user guide shows, captured by `npm run screenshots`
 * (./index.mts) from the reference app. Format and checks: ./manifest-format.mts. A page shows a
 * shot with `<Screenshot name="…" alt="…" />`; the build fills in the file, size and dark variant.
 */
import type {Shot} from './manifest-format.mts';

const ARTICLES = '/admin/content-manager/collection-types/api::article.article';
/** "A week of spring menus": published, with a newer draft, an English and a French version. */
const ARTICLE = `${ARTICLES}/ujzde8gxd6ncf10epf91dhod`;

export const SHOTS: Shot[] = [
  {name: 'home/homepage', page: 'user-docs/intro', url: '/admin', dark: true},
  {name: 'home/widgets', page: 'user-docs/homepage', url: '/admin', callouts: [{role: 'button', name: 'Add Widget'}], dark: true},

  {name: 'content-manager/list-view', page: 'user-docs/content-manager', url: ARTICLES, dark: true},
  {name: 'content-manager/edit-view', page: 'user-docs/content-manager/writing-content', url: ARTICLE, dark: true},
  {name: 'content-manager/configure-edit-view', page: 'user-docs/content-manager/configuring-view-of-content-type', url: `${ARTICLES}/configurations/edit`, dark: true},
  {name: 'content-manager/configure-list-view', page: 'user-docs/content-manager/configuring-view-of-content-type', url: `${ARTICLES}/configurations/list`, dark: true},
  {
    name: 'content-manager/relational-fields',
    page: 'user-docs/content-manager/managing-relational-fields',
    url: ARTICLE,
    steps: [{scrollTo: {role: 'combobox', name: 'author (1)'}}],
    dark: true,
  },
  {
    name: 'content-manager/publish-actions',
    page: 'user-docs/content-manager/saving-and-publishing-content',
    url: ARTICLE,
    callouts: [{role: 'tab', name: 'draft'}, {role: 'button', name: 'Publish'}, {role: 'button', name: 'Save'}],
    dark: true,
  },
  {
    name: 'content-manager/locale-menu',
    page: 'user-docs/content-manager/translating-content',
    url: ARTICLE,
    steps: [{click: {role: 'combobox', name: 'Locales'}}],
    dark: true,
  },

  {name: 'content-type-builder/article', page: 'user-docs/content-type-builder', url: '/admin/plugins/content-type-builder/content-types/api::article.article', dark: true},

  {name: 'media-library/library', page: 'user-docs/media-library', url: '/admin/plugins/upload', dark: true},
  {name: 'media-library/new-menu', page: 'user-docs/media-library/adding-assets', url: '/admin/plugins/upload', steps: [{click: {role: 'button', name: 'New'}}], dark: true},
  {name: 'media-library/asset-details', page: 'user-docs/media-library/managing-assets', url: '/admin/plugins/upload', steps: [{click: {role: 'button', name: 'cover.jpg'}}], dark: true},
  {
    name: 'media-library/new-folder',
    page: 'user-docs/media-library/organizing-assets-with-folders',
    url: '/admin/plugins/upload',
    steps: [{click: {role: 'button', name: 'New'}}, {click: {role: 'menuitem', name: 'New folder'}}, {waitFor: '[role="dialog"]'}],
    dark: true,
  },

  {name: 'settings/overview', page: 'user-docs/settings/admin-panel', url: '/admin/settings/application-infos', dark: true},
  {name: 'settings/api-tokens', page: 'user-docs/settings/API-tokens', url: '/admin/settings/api-tokens', dark: true},
  {name: 'settings/api-token-create', page: 'user-docs/settings/API-tokens', url: '/admin/settings/api-tokens/create', dark: true},
  {name: 'settings/transfer-tokens', page: 'user-docs/settings/transfer-tokens', url: '/admin/settings/transfer-tokens', dark: true},
  {name: 'settings/transfer-token-create', page: 'user-docs/settings/transfer-tokens', url: '/admin/settings/transfer-tokens/create', dark: true},
  {name: 'settings/internationalization', page: 'user-docs/settings/internationalization', url: '/admin/settings/internationalization', dark: true},
  {
    name: 'settings/add-locale',
    page: 'user-docs/settings/internationalization',
    url: '/admin/settings/internationalization',
    steps: [{click: {role: 'button', name: 'Add new locale'}}, {waitFor: '[role="dialog"]'}],
    dark: true,
  },
  {name: 'settings/media-library', page: 'user-docs/settings/media-library-settings', url: '/admin/settings/media-library', dark: true},
  {name: 'settings/users-permissions-advanced', page: 'user-docs/settings/configuring-users-permissions-plugin-settings', url: '/admin/settings/users-permissions/advanced-settings', dark: true},
  {name: 'settings/users-permissions-providers', page: 'user-docs/settings/configuring-users-permissions-plugin-settings', url: '/admin/settings/users-permissions/providers', dark: true},
  {name: 'settings/users-permissions-email-templates', page: 'user-docs/settings/configuring-users-permissions-plugin-settings', url: '/admin/settings/users-permissions/email-templates', dark: true},

  {name: 'users-roles-permissions/admin-roles', page: 'user-docs/users-roles-permissions', url: '/admin/settings/roles', dark: true},
  {name: 'users-roles-permissions/admin-role-editor', page: 'user-docs/users-roles-permissions/configuring-administrator-roles', url: '/admin/settings/roles/2', dark: true},
  {name: 'users-roles-permissions/admin-users', page: 'user-docs/users-roles-permissions/managing-administrators', url: '/admin/settings/users', dark: true},
  {
    name: 'users-roles-permissions/invite-user',
    page: 'user-docs/users-roles-permissions/managing-administrators',
    url: '/admin/settings/users',
    steps: [{click: {role: 'button', name: 'Invite new user'}}, {waitFor: '[role="dialog"]'}],
    dark: true,
  },
  {name: 'users-roles-permissions/end-user-roles', page: 'user-docs/users-roles-permissions/configuring-end-users-roles', url: '/admin/settings/users-permissions/roles', dark: true},
  {name: 'users-roles-permissions/end-user-role-authenticated', page: 'user-docs/users-roles-permissions/configuring-end-users-roles', url: '/admin/settings/users-permissions/roles/1', dark: true},
  {name: 'users-roles-permissions/end-users', page: 'user-docs/users-roles-permissions/managing-end-users', url: '/admin/content-manager/collection-types/plugin::users-permissions.user', dark: true},

  {name: 'plugins/installed-plugins', page: 'user-docs/plugins', url: '/admin/settings/list-plugins', dark: true},

  {
    name: 'content-manager/preview-not-set-up',
    page: 'user-docs/content-manager/previewing-content',
    url: ARTICLE,
    steps: [{scrollTo: {role: 'link', name: 'Set up preview'}}],
    callouts: [{role: 'link', name: 'Set up preview'}],
    dark: true,
  },
  {
    name: 'settings/webhook-create',
    page: 'user-docs/settings/webhooks',
    url: '/admin/settings/webhooks/create',
    steps: [
      {fill: 'input[name="name"]', value: 'Rebuild website'},
      {fill: 'input[name="url"]', value: 'https://build.example.com/hooks/strapi'},
    ],
    dark: true,
  },
  {
    name: 'settings/webhook-events',
    page: 'user-docs/settings/webhooks',
    url: '/admin/settings/webhooks/create',
    steps: [{click: {role: 'checkbox', name: 'entry.publish'}}, {click: {role: 'checkbox', name: 'entry.unpublish'}}],
    crop: 'table',
    dark: true,
  },
  /** Saves a webhook, so light only: a dark pass would save a second one. */
  {
    name: 'settings/webhooks-list',
    page: 'user-docs/settings/webhooks',
    url: '/admin/settings/webhooks/create',
    steps: [
      {fill: 'input[name="name"]', value: 'Rebuild website'},
      {fill: 'input[name="url"]', value: 'https://build.example.com/hooks/strapi'},
      {click: {role: 'checkbox', name: 'entry.publish'}},
      {click: {role: 'button', name: 'Save'}},
      {waitFor: {role: 'heading', name: 'Rebuild website'}},
      {click: {role: 'link', name: 'Webhooks'}},
      {waitFor: {role: 'switch', name: 'Rebuild website status'}},
    ],
    /** The table only: the "Webhook created" notification still covers the page title. */
    crop: 'table',
  },
  {
    name: 'settings/email-configuration',
    page: 'user-docs/settings/email',
    url: '/admin/settings/email',
    steps: [{fill: {label: 'Recipient email'}, value: 'ada@example.com'}],
    callouts: [{label: 'Email provider'}, {label: 'Recipient email'}, {role: 'button', name: 'Send test email'}],
    dark: true,
  },
  {
    name: 'users-roles-permissions/profile-user-menu',
    page: 'user-docs/users-roles-permissions/your-profile',
    url: '/admin',
    steps: [{click: 'nav button[aria-haspopup="menu"]'}, {waitFor: {role: 'menuitem', name: 'Profile settings'}}],
    dark: true,
  },
  {name: 'users-roles-permissions/profile', page: 'user-docs/users-roles-permissions/your-profile', url: '/admin/me', dark: true},
  {
    name: 'users-roles-permissions/profile-experience',
    page: 'user-docs/users-roles-permissions/your-profile',
    url: '/admin/me',
    steps: [{click: {label: 'Interface mode'}}, {waitFor: {role: 'option', name: 'Dark mode'}}],
    dark: true,
  },
  {name: 'users-roles-permissions/profile-active-devices', page: 'user-docs/users-roles-permissions/your-profile', url: '/admin/me/sessions', dark: true},
  {name: 'content-type-builder/components-seo', page: 'user-docs/content-type-builder/components', url: '/admin/plugins/content-type-builder/component-categories/shared/shared.seo', dark: true},
  {
    name: 'content-type-builder/components-create',
    page: 'user-docs/content-type-builder/components',
    url: '/admin/plugins/content-type-builder/content-types/api::article.article',
    steps: [{click: {role: 'button', name: 'Create new component'}}, {waitFor: '[role="dialog"]'}],
    dark: true,
  },
  {
    name: 'content-type-builder/components-dynamic-zone',
    page: 'user-docs/content-type-builder/components',
    url: '/admin/plugins/content-type-builder/content-types/api::article.article',
    steps: [{scrollTo: {text: 'Add a component'}}],
    dark: true,
  },
  /** Saves an admin token, so light only; it runs first so both list pictures show the token. */
  {
    name: 'settings/admin-token-created',
    page: 'user-docs/settings/admin-tokens',
    url: '/admin/settings/admin-tokens/create',
    steps: [
      {fill: 'input[name="name"]', value: 'Nightly export'},
      {fill: {label: 'Description'}, value: 'Exports articles to the data warehouse every night'},
      {click: '[role="combobox"]'},
      {click: {role: 'option', name: '90 days'}},
      {click: {role: 'button', name: 'Save'}},
      {waitFor: {text: 'Copy your token'}},
    ],
  },
  {name: 'settings/admin-tokens', page: 'user-docs/settings/admin-tokens', url: '/admin/settings/admin-tokens', dark: true},
  {name: 'settings/admin-token-create', page: 'user-docs/settings/admin-tokens', url: '/admin/settings/admin-tokens/create', dark: true},
];
