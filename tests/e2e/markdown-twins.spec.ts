/**
 * Markdown twins and llms files (src/plugins/post-build/markdown-twins): every docs page of the sitemap has its
 * `.md` twin, twins hold no JSX or import lines, a twin keeps its page's headings, its agent notes
 * give the pinned Strapi version and the page's canonical URL, and every link of llms.txt resolves.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pinnedStrapiVersion} from '../../src/remark/verified-examples/count';
import {expect, test, waitForHydration} from './support/fixtures';
import {sitemapPaths} from './support/sitemap';

/** The Strapi version the reference app pins: the one every twin must name. */
const PINNED = pinnedStrapiVersion(readFileSync(path.join(__dirname, '..', 'strapi-app', 'package.json'), 'utf8'));

const DOCS_PAGES = sitemapPaths().filter((path) => /^\/(dev-docs|user-docs|cloud)\//.test(path));

/** Lines outside fenced code blocks. */
function prose(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

test('every docs page of the sitemap has a Markdown twin without JSX or imports', async ({request}) => {
  expect(DOCS_PAGES.length).toBeGreaterThan(200);
  const problems: string[] = [];
  for (const path of DOCS_PAGES) {
    const response = await request.get(`${path}.md`);
    if (response.status() !== 200) {
      problems.push(`${path}.md: HTTP ${response.status()}`);
      continue;
    }
    const markdown = await response.text();
    if (!markdown.startsWith('# ')) problems.push(`${path}.md does not start with its title`);
    for (const line of prose(markdown)) {
      const outsideCode = line.replace(/`[^`]*`/g, '');
      if (/<\/?[A-Z][A-Za-z]*[\s/>]/.test(outsideCode)) problems.push(`${path}.md: JSX left: ${line}`);
      if (/^\s*(import\s.*\bfrom\s+['"]|import\s+['"]|export\s+(default|const|function)\b)/.test(line)) problems.push(`${path}.md: ${line}`);
    }
  }
  expect(problems).toEqual([]);
});

test("a twin keeps the page's title and every h2 and h3 heading, in order", async ({page, request}) => {
  for (const path of ['/dev-docs/api/rest', '/user-docs/content-manager/writing-content', '/cloud/getting-started/deployment']) {
    await page.goto(path);
    await waitForHydration(page);
    const title = (await page.locator('article h1').first().innerText()).trim();
    // Section headings only: the titles of cards are headings too, but without an anchor id.
    const headings = (await page.locator('article .theme-doc-markdown :is(h2, h3)[id]').allInnerTexts()).map((text) => text.replace(/\u200B/g, '').trim());
    const markdown = await (await request.get(`${path}.md`)).text();
    const lines = prose(markdown);
    expect(lines[0]).toBe(`# ${title}`);
    // A "Since 5.x" badge reads "[Since 5.49.0]" in the twin, like the other badges.
    const twinHeadings = lines
      .filter((line) => /^#{2,3} /.test(line))
      .map((line) => line.replace(/^#{2,3} /, '').replace(/\\/g, '').replace(/\[(Since [^\]]+)\]/g, '$1').trim());
    expect(twinHeadings.filter((heading) => headings.includes(heading)), path).toEqual(headings);
  }
});

test("a twin's agent notes give the pinned Strapi version, what CI proves as the page's mark says, and the page's canonical URL", async ({page, request}) => {
  // A page with examples CI runs, and one where CI proves nothing.
  for (const path of ['/dev-docs/api/rest', '/cloud/intro']) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const mark = page.locator('article [data-verified]');
    const proven = (await mark.count()) > 0 ? /\((.+), in CI; status\)/.exec((await mark.innerText()).replace(/\s+/g, ' '))?.[1] : undefined;
    const markdown = await (await request.get(`${path}.md`)).text();
    const notes = /^# .+\n\n(?:> .+\n\n)?((?:> .*\n)+)/.exec(markdown)?.[1] ?? '';
    const [version, url, more] = notes.trimEnd().split('\n');
    expect(version, path).toBe(
      proven === undefined ? `> - **Strapi version:** Written for Strapi ${PINNED}` : `> - **Strapi version:** Verified against Strapi ${PINNED} (${proven}, in CI)`,
    );
    expect(url, path).toBe(`> - **Canonical URL:** <${canonical}>`);
    expect(more, path).toMatch(/^> - \*\*For AI tools:\*\* every page is listed in <(https?:\/\/[^>]+)\/llms\.txt>; .*\(`npx strapi-docs-mcp`\): <\1\/dev-docs\/ai-tools>$/);
  }
  expect(await page.request.get('/dev-docs/ai-tools').then((response) => response.status()), 'the page the notes link to').toBe(200);
});

test('llms.txt follows the llmstxt.org layout and every link resolves; llms-full.txt holds every page', async ({request, baseURL}) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Strapi 5 Documentation\n\n> .+\n/);
  for (const area of ['## Developer Docs', '## User Guide', '## Strapi Cloud']) expect(llms).toContain(area);
  const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]).pathname);
  // Every page, and the skill file for coding assistants (src/plugins/post-build/agent-files).
  expect(links.length).toBe(DOCS_PAGES.length + 1);
  expect(links).toContain('/skill.md');
  const broken: string[] = [];
  for (const link of links) {
    const response = await request.get(`${baseURL}${link}`);
    if (response.status() !== 200) broken.push(`${link}: ${response.status()}`);
  }
  expect(broken).toEqual([]);
  const full = await (await request.get('/llms-full.txt')).text();
  // Pages are separated by a rule and start with their title (a page's own rules never precede an h1).
  expect(full.split(/\n\n---\n\n(?=# )/).length).toBe(DOCS_PAGES.length + 1);
});
