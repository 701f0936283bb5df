import fs from 'node:fs';
import path from 'node:path';

/** The production build the e2e suite serves. */
const BUILD_DIR = path.join(__dirname, '..', '..', '..', 'build');

/** The built HTML file of a page. */
function pageFile(pagePath: string, buildDir: string): string {
  return path.join(buildDir, pagePath, pagePath.endsWith('.html') ? '' : 'index.html');
}

/** The page's <main> element as HTML, or undefined when it has none. */
function mainOf(html: string): string | undefined {
  const start = html.indexOf('<main');
  return start < 0 ? undefined : html.slice(start, html.indexOf('</main>', start));
}

/** Paths listed in the built sitemap, relative to the site root. */
export function sitemapPaths(buildDir = BUILD_DIR): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) {
    throw new Error(`No sitemap at ${file}: run "npm run build" before the e2e tests.`);
  }
  const xml = fs.readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(paths)].sort();
}

/**
 * The pages the crawl checks for colour contrast, in both colour modes, and with the site's chrome
 * (navbar, sidebar, footer, announcement bar): the first page, in sitemap order, of each section
 * (the first two URL segments: /dev-docs/api, /user-docs/settings, /cloud/projects…), of the tag
 * pages, and every top-level page (/, /search, /status…). Every other page gets the rest of axe's
 * WCAG A/AA rules, on its content.
 *
 * Why a sample: the colour rules are most of axe's time (color-contrast and link-in-text-block
 * measure every text node), and the crawl once ran them on every page in both modes, over half the
 * e2e run. The colours of a page's content come only from the site's shared styles (the build has
 * no inline colours outside code blocks: see `pagesWithOwnColors`), applied to a fixed set of
 * element kinds, and every kind that appears on any page also appears on a page whose colours are
 * checked: `uncoveredElementKinds` proves it on each run, and the showcase page
 * (docs/dev-docs/showcase.mdx, checked in both modes by showcase.spec.ts) is where a new kind goes.
 * The chrome is the same components on every page of an area.
 */
export function chromeAndDarkSample(paths: string[]): string[] {
  const firstOfSection = new Map<string, string>();
  for (const pagePath of paths) {
    const segments = pagePath.split('/').filter(Boolean);
    const section = segments.length <= 1 ? pagePath : segments[0] === 'tags' ? '/tags/*' : `/${segments.slice(0, 2).join('/')}`;
    if (!firstOfSection.has(section)) firstOfSection.set(section, pagePath);
  }
  return [...firstOfSection.values()];
}

/**
 * Pages whose content sets a colour of its own (an inline `style` with a colour or background,
 * outside code blocks): these are checked in dark mode too, whatever the sample.
 */
export function pagesWithOwnColors(paths: string[], buildDir = BUILD_DIR): string[] {
  return paths.filter((pagePath) => {
    const file = pageFile(pagePath, buildDir);
    if (!fs.existsSync(file)) return false;
    const main = mainOf(fs.readFileSync(file, 'utf8'));
    if (main === undefined) return false;
    const content = main.replace(/<div class="?[^>]*theme-code-block[\s\S]*?<\/pre>/g, '');
    return /<[a-z][^>]*\sstyle="?[^>]*(color|background)/i.test(content);
  });
}

/**
 * The kinds of element in a page's content: each tag name and each class (CSS-module hashes cut
 * off, so `method_a1B2` and `method_x9Y8` are one kind), inside <main>. Code lines are left out
 * (their token colours are one theme per language, and the code block's language class is kept).
 */
export function contentElementKinds(pagePath: string, buildDir = BUILD_DIR): Set<string> {
  const main = mainOf(fs.readFileSync(pageFile(pagePath, buildDir), 'utf8'));
  const kinds = new Set<string>();
  if (main === undefined) return kinds;
  const content = main.replace(/<pre\b[\s\S]*?<\/pre>/g, '<pre>');
  for (const [, tag, attributes] of content.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)) {
    kinds.add(tag);
    const classes = /\sclass="([^"]*)"/.exec(attributes)?.[1] ?? '';
    for (const name of classes.split(/\s+/).filter(Boolean)) kinds.add(name.replace(/_[A-Za-z0-9_-]{4,6}$/, ''));
  }
  return kinds;
}

/**
 * Element kinds (see `contentElementKinds`) found on pages outside `checked` and on none of the
 * `checked` pages, each with the pages it is on: what the colour checks would miss.
 */
export function uncoveredElementKinds(
  paths: string[],
  checked: Set<string>,
  buildDir = BUILD_DIR,
): Map<string, string[]> {
  const covered = new Set<string>();
  for (const pagePath of checked) for (const kind of contentElementKinds(pagePath, buildDir)) covered.add(kind);
  const uncovered = new Map<string, string[]>();
  for (const pagePath of paths) {
    if (checked.has(pagePath)) continue;
    for (const kind of contentElementKinds(pagePath, buildDir)) {
      if (!covered.has(kind)) uncovered.set(kind, [...(uncovered.get(kind) ?? []), pagePath]);
    }
  }
  return uncovered;
}
