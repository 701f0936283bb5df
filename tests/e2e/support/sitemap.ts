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
