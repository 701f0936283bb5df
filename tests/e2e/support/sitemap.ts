import fs from 'node:fs';
import path from 'node:path';

/** Paths listed in the built sitemap, relative to the site root. */
export function sitemapPaths(buildDir = path.join(__dirname, '..', '..', '..', 'build')): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) {
    throw new Error(`No sitemap at ${file}: run "npm run build" before the e2e tests.`);
  }
  const xml = fs.readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(paths)].sort();
}

/**
 * The pages the crawl also checks in dark mode and with the site's chrome (navbar, sidebar,
 * footer, announcement bar): the first page, in sitemap order, of each section (the first two
 * URL segments: /dev-docs/api, /user-docs/settings, /cloud/projects…), of the tag pages, and
 * every top-level page (/, /search, /status…).
 *
 * Why a sample: the crawl used to run both checks on every page, a third of the e2e run's time.
 * The colours of a page's content come only from the site's shared styles (the build has no
 * inline colours outside code blocks, which use one fixed theme: see `pagesWithOwnColors`), so a
 * page adds nothing to the dark-mode contrast check that a page of the same section does not; the
 * showcase page (showcase.spec.ts) holds every component and is checked in both modes. The chrome
 * is the same components on every page of an area.
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
export function pagesWithOwnColors(paths: string[], buildDir = path.join(__dirname, '..', '..', '..', 'build')): string[] {
  return paths.filter((pagePath) => {
    const file = path.join(buildDir, pagePath, pagePath.endsWith('.html') ? '' : 'index.html');
    if (!fs.existsSync(file)) return false;
    const html = fs.readFileSync(file, 'utf8');
    const start = html.indexOf('<main');
    if (start < 0) return false;
    const content = html.slice(start, html.indexOf('</main>', start)).replace(/<div class="?[^>]*theme-code-block[\s\S]*?<\/pre>/g, '');
    return /<[a-z][^>]*\sstyle="?[^>]*(color|background)/i.test(content);
  });
}
