import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import path from 'node:path';
import {CHROMIUM_ARGS} from './chromium';
import remarkApiCalls from '../src/remark/api-calls';
import remarkDiagrams from '../src/remark/diagrams/remark';
import {createDiagramRenderer, findChromium} from '../src/remark/diagrams/render';
import docsAreaPlugin from '../src/plugins/docs-area';
import remarkScreenshots from '../src/remark/screenshots';
import remarkSince from '../src/remark/since';
import remarkVerifiedExamples from '../src/remark/verified-examples/remark';
import remarkMsg from '../src/remark/verified-examples/remark-msg';
import {SITE_VERSION} from './constants';
import {STRAPI_VERIFIED_VERSION} from './strapi-version';
import {env} from './env';

/**
 * Mermaid diagrams are read from their committed drawings; only a new or changed one is drawn, in
 * Chromium (looked up, with Playwright, only then), into that folder, to be committed.
 */
const renderDiagram = createDiagramRenderer({
  drawingsDir: path.join(__dirname, '..', 'src', 'data', 'diagrams'),
  chromiumPath: () => findChromium(env.CHROMIUM_PATH),
  chromiumArgs: CHROMIUM_ARGS,
});

/** Options every docs area shares. */
export const commonDocsOptions = {
  editUrl: env.EDIT_URL,
  showLastUpdateTime: true,
  showLastUpdateAuthor: false,
  breadcrumbs: true,
  // One tags file shared by the three areas; a tag not declared there fails the build.
  tags: '../tags.yml',
  onInlineTags: 'throw',
  // Install commands are written once for npm (```bash npm2yarn) and shown for npm, Yarn and pnpm.
  remarkPlugins: [
    [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}],
    // "Examples verified against Strapi X.Y.Z" on pages whose examples npm run verify:live runs.
    [remarkVerifiedExamples, {version: STRAPI_VERIFIED_VERSION}],
    // <Screenshot name alt /> gets its image, dark variant and size from src/data/screenshots.json.
    remarkScreenshots,
    // <Msg>`message`</Msg> marks a quoted Strapi message for verify:live; readers see the code span.
    remarkMsg,
    // <Since id="…" /> becomes a "Since 5.x" link from src/data/since.json (no component, no JavaScript).
    remarkSince,
    // <ApiCall> gets tryKey, the key of its request's try-it/<key>.json (samples, recorded response).
    remarkApiCalls,
  ],
  // ```mermaid fences become build-time images (before Docusaurus's image plugin turns them into assets).
  beforeDefaultRemarkPlugins: [[remarkDiagrams, {render: renderDiagram}]],
  // Two admonition keywords of our own, rendered by src/theme/Admonition/Types.tsx.
  admonitions: {keywords: ['prerequisites', 'strapi'], extendDefaults: true},
} satisfies DocsOptions;

function docsArea(id: string, options: DocsOptions): PluginConfig {
  return [
    docsAreaPlugin,
    {
      ...commonDocsOptions,
      id,
      path: `docs/${id}`,
      routeBasePath: id,
      sidebarPath: `./sidebars/${id}.ts`,
      ...options,
    } satisfies DocsOptions,
  ];
}

/** One docs-plugin instance per area: developer docs, user guide, Strapi Cloud. */
export const docsPlugins: PluginConfig[] = [
  docsArea('dev-docs', {
    // The developer docs carry the site version, shown in the navbar dropdown.
    lastVersion: 'current',
    versions: {current: {label: SITE_VERSION, banner: 'none', badge: true}},
  }),
  docsArea('user-docs', {}),
  docsArea('cloud', {}),
];
