import type {DocsAreaId} from '@site/config/constants';
import type {DocLinkCandidate} from '@site/src/components/QuickLinks/useExistingDocLinks';

export type HomeArea = {
  id: DocsAreaId;
  title: string;
  audience: string;
  description: string;
  intro: string;
  /** Most useful pages first; a card shows the first five that exist. */
  quickLinks: DocLinkCandidate[];
};

export const HOME_AREAS: HomeArea[] = [
  {
    id: 'dev-docs',
    title: 'Developer Docs',
    audience: 'For developers',
    description:
      'Install Strapi, model your content, query it over REST or GraphQL, customize the back end and the admin panel, write plugins and deploy.',
    intro: '/dev-docs/intro',
    quickLinks: [
      {docId: 'quick-start', label: 'Quick start'},
      {docId: 'installation', label: 'Install Strapi'},
      {docId: 'api/rest', label: 'REST API'},
      {docId: 'api/document-service', label: 'Document Service API'},
      {docId: 'configurations', label: 'Configuration'},
      {docId: 'backend-customization', label: 'Back-end customization'},
      {docId: 'migration/v4-to-v5/introduction', label: 'Upgrade from Strapi 4'},
      {docId: 'deployment', label: 'Deployment'},
    ],
  },
  {
    id: 'user-docs',
    title: 'User Guide',
    audience: 'For content editors and administrators',
    description:
      'Write, review, translate and publish content in the admin panel, manage media, and control who can do what.',
    intro: '/user-docs/intro',
    quickLinks: [
      {docId: 'content-manager', label: 'Content Manager'},
      {docId: 'content-manager/saving-and-publishing-content', label: 'Save and publish content'},
      {docId: 'content-type-builder', label: 'Content-type Builder'},
      {docId: 'media-library', label: 'Media Library'},
      {docId: 'users-roles-permissions', label: 'Users, roles and permissions'},
      {docId: 'releases/introduction', label: 'Releases'},
    ],
  },
  {
    id: 'cloud',
    title: 'Strapi Cloud',
    audience: 'For teams hosting on Strapi Cloud',
    description:
      'Deploy a Strapi project to the managed cloud, configure its environments and domains, and manage collaborators and billing.',
    intro: '/cloud/intro',
    quickLinks: [
      {docId: 'getting-started/deployment', label: 'Deploy your first project'},
      {docId: 'projects/overview', label: 'Projects dashboard'},
      {docId: 'projects/settings', label: 'Project settings'},
      {docId: 'getting-started/usage-billing', label: 'Usage and billing'},
      {docId: 'advanced/database', label: 'Use your own database'},
    ],
  },
];
