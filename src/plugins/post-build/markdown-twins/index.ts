/**
 * Markdown for people's AI tools, written at build time.
 * - every docs page also at `<page URL>.md` (convert.ts turns its MDX into plain Markdown);
 * - `/llms.txt` (llmstxt.org: title, summary, one link per page grouped by area, in sidebar order)
 *   and `/llms-full.txt` (every twin, areas and pages in sidebar order);
 * - each page's HTML links its twin with `<link rel="alternate" type="text/markdown">`, added to the
 *   built file so no JavaScript is involved;
 * - every twin starts, under its title, with agent notes (convert.ts `agentNotes`): the Strapi version
 *   and what CI proves on the page, read from the page's "Verified against" mark (src/remark/verified-examples),
 *   the canonical URL, and pointers to llms.txt and the docs MCP server page.
 * The build prints how many twins it wrote and the size of the llms files.
 * Not a plugin of its own: src/plugins/post-build reads the docs in `allContentLoaded` (`twinDocs`)
 * and runs `writeMarkdownTwins` first after the build, before anything reads the pages' HTML.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, DocusaurusConfig} from '@docusaurus/types';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {extractExamples, type ApiExample} from '../../../../scripts/verify-live/extract.mts';
import {requestOf, writeTryItFiles} from '../try-it';
import {appContentTypes, collectionsOf, type ContentType} from '../try-it/collections';
import {withGraphql} from '../try-it/graphql';
import {samplesFor, type Samples} from '../try-it/samples';
import {writeDocsMcpIndex} from './docs-mcp-index';
import {summaryOfProofs} from '../../../remark/verified-examples/remark';
import {pageProofs} from '../../../remark/verified-examples/proofs';
import {areAreas} from '../../site-index';
import {AI_TOOLS_PAGE, MCP_SERVER, SKILL_FILE, strapiVersionOf} from '../agent-files/site';
import {toMarkdown} from './convert';
import {buildLlmsFull, buildLlmsTxt, linkResolver, orderBySidebar, type TwinDoc} from './model';

export type MarkdownTwinsOptions = {
  areas: ReadonlyArray<{id: string; label: string}>;
};

type SidebarItem = {type: string; id?: string; items?: readonly SidebarItem[]; link?: {type: string; id?: string}};

/** Doc ids of a sidebar, in reading order (category links before their items). */
function sidebarOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [item.id] : []),
    ...(item.type === 'category' && item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...(item.items ? sidebarOrder(item.items) : []),
  ]);
}

export const ALTERNATE_MARKER = 'data-markdown-twin';

/** Adds the twin's `<link rel="alternate">` to a built HTML page (once). */
export function linkTwin(html: string, twinUrl: string): string {
  if (html.includes(ALTERNATE_MARKER)) return html;
  return html.replace('</head>', `<link rel="alternate" type="text/markdown" href="${twinUrl}" ${ALTERNATE_MARKER}></head>`);
}

/** Checks the options given in docusaurus.config.ts. */
export function markdownTwinsOptions(rawOptions: unknown): MarkdownTwinsOptions {
  const areas = (rawOptions as Partial<MarkdownTwinsOptions> | undefined)?.areas;
  if (!areAreas(areas)) throw new Error('markdown-twins: options must be {areas: [{id, label}, …]}.');
  return {areas};
}

/**
 * The pages that get a twin, area by area in sidebar order, from the docs plugins' loaded content
 * (read in the post-build plugin's `allContentLoaded`).
 */
export function twinDocs(allContent: AllContent, options: MarkdownTwinsOptions): TwinDoc[] {
  const docsContent = allContent['docusaurus-plugin-content-docs'] ?? {};
  return options.areas.flatMap((area) => {
    const content = docsContent[area.id] as LoadedContent | undefined;
    if (content === undefined) throw new Error(`markdown-twins: no docs plugin instance with id "${area.id}".`);
    const version = content.loadedVersions.find((v) => v.isLast) ?? content.loadedVersions[0];
    const order = Object.values(version?.sidebars ?? {}).flatMap((items) => sidebarOrder(items));
    const areaDocs = (version?.docs ?? [])
      .filter((doc) => !doc.unlisted && doc.source.startsWith('@site/'))
      .map((doc) => ({
        area: area.id,
        areaLabel: area.label,
        id: doc.id,
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        source: doc.source.slice('@site/'.length),
      }));
    return orderBySidebar(areaDocs, order);
  });
}

/**
 * What CI proves on a page, in the words of its "Verified against" mark, or '' when the page shows no
 * mark: the same figures and the same rule as src/remark/verified-examples/remark.ts (`.mdx` pages only).
 * Parses the page again, which doubles the cost of the twins; the build reads the mark from the
 * built page instead (`provenInHtml`) and uses this only for a page without HTML.
 */
export function provenOn(file: string, source: string): string {
  return file.endsWith('.mdx') ? summaryOfProofs(pageProofs(file, source)) : '';
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' '};

/**
 * What CI proves on a built page, read from its VerifiedMark (src/components/VerifiedMark:
 * "Verified against Strapi X (summary, in CI; status)"), or '' when the page has no mark. Throws when
 * a mark cannot be read (the component's wording changed) or names another Strapi version than the
 * twins', rather than let the twin say something the page does not.
 */
export function provenInHtml(html: string, version: string, page: string): string {
  const mark = /<p\b[^>]*\sdata-verified=[^>]*>([\s\S]*?)<\/p>/.exec(html);
  if (mark === null) return '';
  const words = mark[1]
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  const found = /Verified against Strapi (\S+) \((.+), in CI; status\)$/.exec(words);
  if (found === null) throw new Error(`cannot read the "Verified against" mark of ${page} ("${words}"): src/components/VerifiedMark and provenInHtml must agree.`);
  if (found[1] !== version) throw new Error(`${page} says "Verified against Strapi ${found[1]}", the site config ${version}.`);
  return found[2];
}

export type TwinsBuild = {
  outDir: string;
  siteDir: string;
  baseUrl: string;
  /** `customFields.strapiVersion` is the version the agent notes give. */
  siteConfig: Pick<DocusaurusConfig, 'url' | 'title' | 'tagline' | 'customFields'>;
  docs: readonly TwinDoc[];
  options: MarkdownTwinsOptions;
};

/**
 * Post-build step (src/plugins/post-build, step 1): writes every twin, adds its link to the page's
 * HTML, then writes llms.txt and llms-full.txt. Returns the line the build prints.
 */
export async function writeMarkdownTwins({outDir, siteDir, baseUrl, siteConfig, docs, options}: TwinsBuild): Promise<string> {
  const origin = siteConfig.url.replace(/\/$/, '');
  const resolveLink = linkResolver([...docs], origin, baseUrl);
  const version = strapiVersionOf(siteConfig);
  const aiToolsPage = docs.find((doc) => doc.source === AI_TOOLS_PAGE.source);
  if (aiToolsPage === undefined) throw new Error(`markdown-twins: the agent notes link to ${AI_TOOLS_PAGE.source}, which is not a docs page of this build.`);
  const full: Array<{doc: TwinDoc; markdown: string}> = [];
  // Read only when a page has an <ApiCall> (the unit tests' small sites have none, nor a reference app).
  let contentTypes: Map<string, ContentType> | undefined;
  const schemas = () => (contentTypes ??= appContentTypes(siteDir));
  let collections: Set<string> | undefined;
  const appTypes = () => (collections ??= collectionsOf(schemas()));
  const indexed: Array<{doc: TwinDoc; source: string; proven: string; examples: ApiExample[]; samples: Samples[]}> = [];
  for (const doc of docs) {
    let markdown: string;
    const htmlPath = path.join(outDir, doc.permalink.slice(baseUrl.length), 'index.html');
    const html = await readFile(htmlPath, 'utf8').catch(() => undefined);
    try {
      const source = await readFile(path.join(siteDir, doc.source), 'utf8');
      const proven = html === undefined ? provenOn(doc.source, source) : provenInHtml(html, version, doc.permalink);
      const examples = source.includes('<ApiCall') ? extractExamples(doc.source, source).api : [];
      const samples = examples.map((example) => {
        const request = requestOf(example);
        return withGraphql(samplesFor(request, example.status, {collections: appTypes()}), example, request, schemas);
      });
      indexed.push({doc, source, proven, examples, samples});
      markdown = toMarkdown(source, {
        title: doc.title,
        description: doc.description,
        source: doc.source,
        resolveLink: (target) => resolveLink(target, doc),
        staticUrl: (file) => `${origin}${baseUrl}${file}`,
        apiSamples: samples,
        notes: {
          version,
          proven,
          canonicalUrl: `${origin}${doc.permalink}`,
          llmsUrl: `${origin}${baseUrl}llms.txt`,
          aiToolsUrl: `${origin}${aiToolsPage.permalink}`,
          mcpCommand: `npx ${MCP_SERVER.packageName}`,
        },
      });
    } catch (error) {
      throw new Error(`markdown-twins: cannot convert ${doc.source}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const twinPath = path.join(outDir, `${doc.permalink.slice(baseUrl.length)}.md`);
    await mkdir(path.dirname(twinPath), {recursive: true});
    await writeFile(twinPath, markdown);
    full.push({doc, markdown});
    if (html !== undefined) await writeFile(htmlPath, linkTwin(html, `${doc.permalink}.md`));
  }
  const llms = buildLlmsTxt([...docs], {title: siteConfig.title, tagline: siteConfig.tagline, origin, baseUrl, areas: options.areas, skillFile: SKILL_FILE});
  const llmsFull = buildLlmsFull(full, {title: siteConfig.title, areas: options.areas});
  await writeFile(path.join(outDir, 'llms.txt'), llms);
  await writeFile(path.join(outDir, 'llms-full.txt'), llmsFull);
  // The docs MCP server's index (packages/docs-mcp): per page what CI proves, and its <ApiCall>s.
  const mcpIndex = await writeDocsMcpIndex({outDir, origin, baseUrl, strapiVersion: version, pages: indexed});
  // Try it: each <ApiCall>'s request, samples and recorded response, fetched when a reader opens them.
  const tryIt = await writeTryItFiles({outDir, siteDir, pages: indexed.map(({doc, examples, samples}) => ({permalink: doc.permalink, examples, samples}))});
  const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
  return `${full.length} Markdown twins; llms.txt ${kb(llms)}, llms-full.txt ${kb(llmsFull)}; ${mcpIndex}; ${tryIt}`;
}
