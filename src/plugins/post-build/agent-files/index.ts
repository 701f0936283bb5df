/**
 * Post-build step `agent-files` (src/plugins/post-build, right after the Markdown twins): writes
 * `/skill.md`, a skill in the Agent Skills layout (YAML front matter with `name` and `description`,
 * then Markdown) that keeps a coding assistant on Strapi 5 APIs and points it at these docs.
 *
 * The text is written by hand in src/data/skill.md, with two placeholders filled here: `{{version}}`
 * (the Strapi version the docs are verified against) and `{{site}}` (the site's origin and base URL, so
 * every link is absolute: an assistant reads the file far from the site). The step fails the build,
 * naming every problem, when the template has no `{{version}}` or an unknown placeholder, when the
 * front matter breaks the Agent Skills rules, or when a link points to something this build does not
 * have: a route that is not a page, a missing `#anchor`, a `.md` twin of no page, a relative URL. So a
 * rule's proof cannot silently disappear when a page moves.
 */
import type {DocusaurusConfig} from '@docusaurus/types';
import yaml from 'js-yaml';
import type {Link, Root} from 'mdast';
import {readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {parsePage} from '../../../../scripts/content-gates/parse.mts';
import type {TwinDoc} from '../markdown-twins/model';
import {SKILL_FILE, siteRoot, strapiVersionOf} from './site';

/** The hand-written template, relative to the site directory. */
export const SKILL_TEMPLATE = 'src/data/skill.md';

const PLACEHOLDERS = ['version', 'site'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * Fills the template's placeholders. Throws when `{{version}}` is missing (a skill that does not say
 * which Strapi it is for would mislead as soon as Strapi moves) or when a placeholder is unknown.
 */
export function renderSkill(template: string, values: Record<Placeholder, string>): string {
  const used = [...template.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1]);
  const unknown = [...new Set(used.filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name)))];
  if (unknown.length > 0) {
    throw new Error(`unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')} (known: ${PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}).`);
  }
  if (!used.includes('version')) throw new Error('the template has no {{version}} placeholder: the skill must say which Strapi version it is written for.');
  return template.replace(/\{\{\s*(version|site)\s*\}\}/g, (_, name: Placeholder) => values[name]);
}

export type SkillHeader = {name: string; description: string};

/**
 * The front matter an Agent Skills client reads: `name` (1 to 64 characters, lowercase letters,
 * digits and single hyphens, as the folder it is installed in must be named) and `description`
 * (what the skill does and when to use it, at most 1,024 characters). Returns the problems found.
 */
export function checkSkillHeader(markdown: string): {header?: SkillHeader; problems: string[]} {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  if (match === null) return {problems: ['the skill must start with YAML front matter (--- name, description ---).']};
  let data: unknown;
  try {
    data = yaml.load(match[1]);
  } catch (error) {
    return {problems: [`the front matter is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]};
  }
  const {name, description} = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof name !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) || name.length > 64) {
    problems.push(`name must be 1 to 64 lowercase letters, digits and single hyphens (kebab-case); it is ${JSON.stringify(name)}.`);
  }
  if (typeof description !== 'string' || description.trim() === '' || description.length > 1024) {
    problems.push(`description must be a non-empty text of at most 1024 characters saying when to use the skill; it is ${JSON.stringify(description)}.`);
  }
  return problems.length > 0 ? {problems} : {header: {name: name as string, description: description as string}, problems};
}

/** Every link target of a Markdown text (links, autolinks, bare URLs, reference definitions). */
export function linksOf(markdown: string): string[] {
  const {tree} = parsePage(SKILL_FILE, markdown);
  const urls: string[] = [];
  visit(tree as Root, (node) => {
    if (node.type === 'link' || node.type === 'definition') urls.push((node as Link).url);
  });
  return urls;
}

/** What the link check knows about the build. */
export type BuiltPages = {
  /** `https://docs.example.org/base`, no trailing slash. */
  root: string;
  baseUrl: string;
  /** Docusaurus's routesPaths: every page of the build, with the base URL. */
  routes: ReadonlySet<string>;
  /** The twins' pages (with the base URL), whose `.md` files the build wrote. */
  twins: ReadonlySet<string>;
  /** Whether a file exists in the build (for llms.txt and the like), path relative to the build folder. */
  isFile: (file: string) => Promise<boolean>;
  /** The ids a page's HTML holds, to check `#anchors`; undefined when the page has no HTML file. */
  anchors: (route: string) => Promise<ReadonlySet<string> | undefined>;
};

/**
 * Checks each link: it must be an absolute http(s) URL, and one on this site must name a page of the
 * build (and an anchor that page has), a page's `.md` twin, or a file of the build. Links to other
 * sites are left alone. Returns the problems, one line per link.
 */
export async function checkLinks(urls: readonly string[], built: BuiltPages, ownFiles: ReadonlySet<string> = new Set()): Promise<{checked: number; problems: string[]}> {
  const problems: string[] = [];
  let checked = 0;
  for (const raw of new Set(urls)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      problems.push(`${raw}: not an absolute URL; write {{site}}/… so the link works wherever the skill is read.`);
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push(`${raw}: only http(s) links are allowed.`);
      continue;
    }
    const onSite = `${url.origin}${url.pathname}`;
    if (url.origin !== new URL(built.root).origin) continue;
    checked += 1;
    if (onSite !== built.root && !onSite.startsWith(`${built.root}/`)) {
      problems.push(`${raw}: on this site's host but outside its base URL ${built.baseUrl}.`);
      continue;
    }
    const path = decodeURIComponent(url.pathname);
    // The site's root under a base URL (`{{site}}` = https://host/base) is the route `/base/`.
    const route = !built.routes.has(path) && built.routes.has(`${path}/`) ? `${path}/` : path;
    const file = route.slice(built.baseUrl.length);
    if (built.routes.has(route)) {
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor === '') continue;
      const ids = await built.anchors(route);
      if (ids === undefined) problems.push(`${raw}: the page ${route} has no HTML file in the build to find #${anchor} in.`);
      else if (!ids.has(anchor)) problems.push(`${raw}: the page ${route} has no #${anchor} anchor.`);
    } else if (route.endsWith('.md') && built.twins.has(route.slice(0, -'.md'.length))) {
      if (url.hash !== '') problems.push(`${raw}: a Markdown twin has no anchors; link the page itself for #${url.hash.slice(1)}.`);
    } else if (!ownFiles.has(file) && !(file !== '' && (await built.isFile(file)))) {
      problems.push(`${raw}: ${route} is not a page or a file of this build.`);
    }
  }
  return {checked, problems};
}

/** The `id`s of a built (minified) HTML page: quoted or not. */
export function htmlIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)].map((match) => match[1] ?? match[2] ?? match[3]));
}

export type AgentFilesBuild = {
  outDir: string;
  siteDir: string;
  baseUrl: string;
  routesPaths: readonly string[];
  siteConfig: Pick<DocusaurusConfig, 'url' | 'customFields'>;
  /** The pages that have a `.md` twin (src/plugins/post-build/markdown-twins). */
  docs: readonly TwinDoc[];
  /** The template, relative to siteDir (tests give their own). */
  template?: string;
};

/** Post-build step: renders, checks and writes `/skill.md`. Returns the line the build prints. */
export async function writeAgentFiles({outDir, siteDir, baseUrl, routesPaths, siteConfig, docs, template = SKILL_TEMPLATE}: AgentFilesBuild): Promise<string> {
  const source = await readFile(path.join(siteDir, template), 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`cannot read the skill template ${template}: ${error.code ?? error.message}`);
  });
  const root = siteRoot(siteConfig.url, baseUrl);
  let skill: string;
  try {
    skill = renderSkill(source, {version: strapiVersionOf(siteConfig), site: root});
  } catch (error) {
    throw new Error(`${template}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const header = checkSkillHeader(skill);
  const links = await checkLinks(
    linksOf(skill),
    {
      root,
      baseUrl,
      routes: new Set(routesPaths),
      twins: new Set(docs.map((doc) => doc.permalink)),
      isFile: (file) => stat(path.join(outDir, file)).then((stats) => stats.isFile(), () => false),
      anchors: async (route) => {
        const html = await readFile(path.join(outDir, route.slice(baseUrl.length), route.endsWith('.html') ? '' : 'index.html'), 'utf8').catch(() => undefined);
        return html === undefined ? undefined : htmlIds(html);
      },
    },
    new Set([SKILL_FILE]),
  );
  const problems = [...header.problems, ...links.problems];
  if (problems.length > 0) throw new Error(`${template}: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the rendered skill:\n  ${problems.join('\n  ')}`);
  await writeFile(path.join(outDir, SKILL_FILE), skill);
  return `${SKILL_FILE} (${header.header?.name}) ${(Buffer.byteLength(skill) / 1024).toFixed(1)} KB, ${links.checked} links to this site checked`;
}
