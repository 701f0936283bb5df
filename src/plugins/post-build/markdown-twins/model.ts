/** Pure parts of the Markdown twins: page order, link resolution, llms.txt and llms-full.txt. */
import path from 'node:path';

export type TwinDoc = {
  area: string;
  areaLabel: string;
  id: string;
  title: string;
  description?: string;
  /** URL path of the HTML page, with the base URL (`/dev-docs/api/rest`). */
  permalink: string;
  /** Source file relative to the site directory (`docs/dev-docs/api/rest.mdx`). */
  source: string;
};

type Area = {id: string; label: string};

/** Docs in sidebar order; pages that no sidebar lists follow, by id. */
export function orderBySidebar<T extends {id: string}>(docs: T[], order: string[]): T[] {
  const rank = new Map(order.map((id, index) => [id, index] as const));
  const position = (doc: T) => rank.get(doc.id) ?? Number.MAX_SAFE_INTEGER;
  return [...docs].sort((a, b) => position(a) - position(b) || a.id.localeCompare(b.id));
}

/**
 * Resolves a link written on a page to an absolute URL: a relative `.md`/`.mdx` path to the page it
 * names, a `#anchor` to the page itself, a site path to the site's origin. `pathname:///llms.txt`
 * (Docusaurus's way to link a file of the build that is not a page) is a site path too. Outside URLs
 * stay as they are; a relative file the site does not have becomes a site path, resolved from the
 * page's folder.
 */
export function linkResolver(docs: TwinDoc[], origin: string, baseUrl: string): (target: string, from: TwinDoc) => string {
  const bySource = new Map(docs.map((doc) => [doc.source, doc.permalink]));
  const site = (pathname: string) => `${origin}${pathname}`;
  const resolve = (target: string, from: TwinDoc): string => {
    if (target.startsWith('pathname:///')) return resolve(target.slice('pathname://'.length), from);
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return target;
    if (target.startsWith('#') || target.startsWith('?')) return site(`${from.permalink}${target}`);
    if (target === '') return site(from.permalink);
    const [file, hash = ''] = target.split(/(?=#)/);
    if (file.startsWith('/')) {
      return site(file.startsWith(baseUrl) ? `${file}${hash}` : `${baseUrl}${file.slice(1)}${hash}`);
    }
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(from.source), file));
    const permalink = bySource.get(resolved);
    if (permalink !== undefined) return site(`${permalink}${hash}`);
    return site(`${path.posix.join(path.posix.dirname(from.permalink), file)}${hash}`);
  };
  return resolve;
}

/**
 * `/llms.txt` in the llmstxt.org format: title, summary, the skill file for coding assistants (when
 * the build writes one: src/plugins/post-build/agent-files), then the pages of each area.
 */
export function buildLlmsTxt(
  docs: TwinDoc[],
  site: {title: string; tagline: string; origin: string; baseUrl: string; areas: readonly Area[]; skillFile?: string},
): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Every page below is plain Markdown (the web page's URL followed by \`.md\`). The whole site in one file: ${site.origin}${site.baseUrl}llms-full.txt`,
  ];
  if (site.skillFile !== undefined) {
    lines.push(
      '',
      '## For AI coding tools',
      '',
      `- [Strapi 5 skill](${site.origin}${site.baseUrl}${site.skillFile}): the rules that keep a coding assistant on Strapi 5 APIs, where each topic is documented, and how to connect the docs MCP server (Agent Skills format)`,
    );
  }
  for (const area of site.areas) {
    const pages = docs.filter((doc) => doc.area === area.id);
    if (pages.length === 0) continue;
    lines.push('', `## ${area.label}`, '');
    for (const doc of pages) {
      lines.push(`- [${doc.title}](${site.origin}${doc.permalink}.md)${doc.description ? `: ${doc.description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt`: every twin, areas in the configured order, pages in sidebar order. */
export function buildLlmsFull(twins: Array<{doc: TwinDoc; markdown: string}>, site: {title: string; areas: readonly Area[]}): string {
  const parts = [`# ${site.title}\n`];
  for (const area of site.areas) {
    for (const {markdown} of twins.filter(({doc}) => doc.area === area.id)) parts.push(markdown.trimEnd());
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
