import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {htmlForm, legacyRedirects, readSiteRedirects, tagKeysOf, tagRedirects, withBase} from '../../config/redirects';

const ROOT = path.join(__dirname, '../..');
const TAG_KEYS = tagKeysOf(readFileSync(path.join(ROOT, 'docs/tags.yml'), 'utf8'));
const REDIRECTS = readSiteRedirects();

/** Whether a site path is a page of this site, from the sources (docs files, tag pages, home). */
function isPage(sitePath: string): boolean {
  if (sitePath === '/' || sitePath === '/tags') return true;
  const tag = /^\/tags\/([^/]+)$/.exec(sitePath);
  if (tag) return TAG_KEYS.includes(tag[1]);
  return ['.mdx', '.md'].some((extension) => existsSync(path.join(ROOT, 'docs', `${sitePath}${extension}`)));
}

describe('redirect map (config/redirects.ts)', () => {
  it('reads the tag keys of docs/tags.yml', () => {
    assert.ok(TAG_KEYS.length >= 10, `only ${TAG_KEYS.length} tags read`);
    assert.ok(TAG_KEYS.includes('content-api'));
    assert.ok(!TAG_KEYS.includes('label'));
  });

  it('lands every redirect on a page that exists', () => {
    const broken = REDIRECTS.filter(({to}) => !isPage(to)).map(({from, to}) => `${from} → ${to}`);
    assert.deepEqual(broken, []);
  });

  it('never redirects away from a page that exists, and never chains', () => {
    assert.deepEqual(REDIRECTS.filter(({from}) => isPage(from)).map(({from}) => from), []);
    const sources = new Set(REDIRECTS.map(({from}) => from));
    assert.deepEqual(REDIRECTS.filter(({to}) => sources.has(to)).map(({from}) => from), []);
  });

  it('has one target per source', () => {
    assert.equal(new Set(REDIRECTS.map(({from}) => from)).size, REDIRECTS.length);
  });

  it('covers the Strapi 4 docs paths readers arrive with', () => {
    const legacy = new Map(legacyRedirects().map(({from, to}) => [from, to]));
    assert.equal(
      legacy.get('/developer-docs/latest/developer-resources/database-apis-reference/rest/populating-fields.html'),
      '/dev-docs/api/rest/populate-select',
    );
    assert.equal(legacy.get('/user-docs/content-manager/introduction-to-content-manager'), '/user-docs/content-manager');
    assert.equal(legacy.get('/user-docs/content-type-builder/creating-new-content-type'), '/user-docs/content-type-builder');
    assert.ok(legacy.size >= 100, `${legacy.size} legacy redirects`);
  });

  it('sends the old per-area tag pages to the site-wide ones', () => {
    const tags = tagRedirects(['content-api']);
    assert.deepEqual(
      tags.filter(({from}) => from.startsWith('/dev-docs/')),
      [
        {from: '/dev-docs/tags', to: '/tags'},
        {from: '/dev-docs/tags/content-api', to: '/tags/content-api'},
      ],
    );
    assert.equal(tags.length, 6);
  });

  it('builds .html forms and base URLs', () => {
    assert.equal(htmlForm('/dev-docs/intro'), '/dev-docs/intro.html');
    assert.equal(htmlForm('/'), '/index.html');
    assert.equal(withBase('/', '/dev-docs/intro'), '/dev-docs/intro');
    assert.equal(withBase('/strapi-docs/', '/dev-docs/intro'), '/strapi-docs/dev-docs/intro');
  });

  it('lands every redirect on a page of the built sitemap, when a build is there', (context) => {
    const sitemap = path.join(ROOT, 'build', 'sitemap.xml');
    if (!existsSync(sitemap)) {
      context.skip('no build/sitemap.xml');
      return;
    }
    const built = new Set([...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
    assert.deepEqual(REDIRECTS.filter(({to}) => !built.has(to)).map(({from, to}) => `${from} → ${to}`), []);
  });
});
