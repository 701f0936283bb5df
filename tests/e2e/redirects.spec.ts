/**
 * Redirects (config/redirects.ts) as readers meet them: the test server answers build/_redirects
 * with real 301s, the way Netlify and Cloudflare Pages do, and each one lands on a working page.
 * Every page also answers with the security headers of build/_headers.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {cspViolations, recordCspViolations} from './support/csp';
import {expect, test, waitForHydration} from './support/fixtures';

const FOLLOWED: Array<{from: string; to: string; heading: RegExp}> = [
  {
    from: '/developer-docs/latest/developer-resources/database-apis-reference/rest/populating-fields.html',
    to: '/dev-docs/api/rest/populate-select',
    heading: /./,
  },
  {from: '/user-docs/content-manager/introduction-to-content-manager', to: '/user-docs/content-manager', heading: /Content Manager/},
  {from: '/dev-docs/tags/content-api', to: '/tags/content-api', heading: /Content API/},
  {from: '/dev-docs/intro.html', to: '/dev-docs/intro', heading: /developer documentation/},
];

test.describe('redirects', () => {
  for (const {from, to, heading} of FOLLOWED) {
    test(`${from} answers 301 and lands on ${to}`, async ({page, request, problems}) => {
      const direct = await request.get(from, {maxRedirects: 0});
      expect(direct.status()).toBe(301);
      expect(direct.headers().location).toBe(to);
      await recordCspViolations(page);
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(to);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      expect(await cspViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('every line of build/_redirects points at a page of the sitemap', async ({request}) => {
    const buildDir = path.join(__dirname, '..', '..', 'build');
    const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const pages = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));
    const lines = readFileSync(path.join(buildDir, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(lines.length).toBeGreaterThan(300);
    // Besides the `.html` form of every route, each redirect lands on a page of the sitemap.
    const explicit = lines.filter(([from, to]) => from !== `${to.replace(/\/$/, '')}.html`);
    expect(explicit.length).toBeGreaterThan(100);
    expect(explicit.filter(([, to]) => !pages.has(to)).map((line) => line.join(' '))).toEqual([]);
    // The static redirect page of an old path exists too, for hosts without _redirects.
    const fallback = readFileSync(path.join(buildDir, 'user-docs/content-manager/introduction-to-content-manager/index.html'), 'utf8');
    expect(fallback).toContain('url=/user-docs/content-manager');
    const oldHtml = await request.get('/developer-docs/latest/getting-started/quick-start.html', {maxRedirects: 0});
    expect(oldHtml.status()).toBe(301);
    expect(readFileSync(path.join(buildDir, 'developer-docs/latest/getting-started/quick-start.html'), 'utf8')).toContain('url=/dev-docs/quick-start');
  });
});

test.describe('security headers', () => {
  test('pages answer with the Content-Security-Policy and the other security headers', async ({request}) => {
    const headers = (await request.get('/dev-docs/intro')).headers();
    const policy = headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const asset = (await request.get('/sitemap.xml')).headers();
    expect(asset['x-content-type-options']).toBe('nosniff');
  });

  test('only the live code page and the API reference get their own, wider policy', async ({request}) => {
    const showcase = (await request.get('/dev-docs/showcase')).headers()['content-security-policy'];
    expect(showcase).toContain("'unsafe-eval'");
    const openapi = (await request.get('/openapi/')).headers()['content-security-policy'];
    expect(openapi).toMatch(/worker-src 'self' blob:/);
    expect(openapi).not.toContain("'unsafe-eval'");
  });

  test('the live code playground and the API reference work under their policy', async ({page, problems}) => {
    await recordCspViolations(page);
    await page.goto('/dev-docs/showcase');
    await waitForHydration(page);
    const editor = page.locator('.playgroundEditor, [class*="playgroundEditor"]').first();
    await expect(editor).toBeVisible();
    await expect(page.locator('[class*="playgroundPreview"]').first()).not.toBeEmpty();
    expect(await cspViolations(page)).toEqual([]);
    await page.goto('/openapi/');
    await expect(page.locator('.redoc-wrap, [class*="redoc"]').first()).toBeVisible({timeout: 20_000});
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.consoleErrors.filter((error) => /Content Security Policy|Refused to/.test(error))).toEqual([]);
  });
});
