import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {buildPolicy, inlineScripts, isRedirectPage, scriptHash, serviceSources, TRY_IT_TARGETS} from '../../src/plugins/post-build/security-headers/csp';
import {headersFor, parseHeaders, parseRedirects, patternToRegExp, renderHeaders, renderRedirects} from '../../src/plugins/post-build/security-headers/host-files';
import {hasLiveCode, routeOfFile, siteSecurityOptions, writeSecurityFiles} from '../../src/plugins/post-build/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it('hashes exactly the inline scripts the browser runs', () => {
    const html =
      '<html><head><script>var a=1;</script><script src="/assets/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"x"}</script><script type="module">b()</script></head></html>';
    assert.deepEqual(inlineScripts(html), ['var a=1;', 'b()']);
    const expected = createHash('sha256').update('var a=1;').digest('base64');
    assert.equal(scriptHash('var a=1;'), `'sha256-${expected}'`);
  });

  it('is self only, with no inline scripts allowed but the hashed ones, when nothing is configured', () => {
    const policy = buildPolicy([scriptHash('x')], {});
    assert.deepEqual(directive(policy, 'default-src'), ["'self'"]);
    assert.deepEqual(directive(policy, 'script-src'), ["'self'", "'wasm-unsafe-eval'", scriptHash('x')]);
    assert.deepEqual(directive(policy, 'connect-src'), ["'self'", 'http://localhost:*', 'http://127.0.0.1:*', 'https:']);
    assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
    assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
    assert.ok(!policy.includes("'unsafe-eval'"));
    assert.ok(!directive(policy, 'script-src').includes("'unsafe-inline'"));
    // Only connect-src reaches beyond the site (for Try it); scripts, frames, images and styles do not.
    for (const part of policy.split('; ').filter((item) => !item.startsWith('connect-src '))) {
      assert.ok(!/https:|http:|\*/.test(part), part);
    }
  });

  it('lets Try it reach https origins and this computer over http, and nothing else', () => {
    assert.deepEqual([...TRY_IT_TARGETS], ['http://localhost:*', 'http://127.0.0.1:*', 'https:']);
    const connect = directive(buildPolicy([], {}), 'connect-src');
    // No scheme-wide http:, no wildcard host, and no IPv6 literal (CSP has no form for one; Chromium
    // rejects `http://[::1]:*` with a console error on every page).
    assert.ok(!connect.includes('http:'));
    assert.ok(!connect.includes('*'));
    assert.ok(!connect.some((source) => source.includes('[')));
    assert.ok(connect.filter((source) => source.startsWith('http://')).every((source) => /^http:\/\/(localhost|127\.0\.0\.1):\*$/.test(source)));
  });

  it('adds a service host only when that service is configured', () => {
    assert.deepEqual(serviceSources({}), {'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': []});
    const policy = buildPolicy([], {
      aiWidgetScriptUrl: 'https://widget.kapa.ai/kapa-widget.bundle.js',
      gtm: true,
      algoliaAppId: 'ABC123',
      feedbackEndpoint: 'https://feedback.example.org/api/votes?x=1',
    });
    const script = directive(policy, 'script-src');
    assert.ok(script.includes('https://widget.kapa.ai'));
    assert.ok(script.includes('https://www.googletagmanager.com'));
    const connect = directive(policy, 'connect-src');
    assert.ok(connect.includes('https://abc123-dsn.algolia.net'));
    assert.ok(connect.includes('https://feedback.example.org'));
    assert.ok(!connect.some((source) => source.includes('/api/votes')));
  });

  it('adds route-only sources on top of the site policy', () => {
    const policy = buildPolicy([], {}, {'worker-src': ['blob:']});
    assert.deepEqual(directive(policy, 'worker-src'), ["'self'", 'blob:']);
  });

  it('recognises redirect pages and live code pages', () => {
    assert.ok(isRedirectPage('<html><head><meta http-equiv="refresh" content="0; url=/x"></head></html>'));
    assert.ok(!isRedirectPage('<html><head><title>x</title></head></html>'));
    assert.ok(hasLiveCode('<div class="playgroundContainer_TGbA">'));
    assert.ok(!hasLiveCode('<div class="codeBlock_x">playgroundContainer</div>'));
  });

  it('maps built files to routes', () => {
    assert.equal(routeOfFile('index.html'), '/');
    assert.equal(routeOfFile('dev-docs/intro/index.html'), '/dev-docs/intro');
    assert.equal(routeOfFile('404.html'), '/404');
  });
});

describe('_headers and _redirects', () => {
  const file = renderHeaders([
    {path: '/assets/*', headers: [['Cache-Control', 'immutable']]},
    {path: '/*', headers: [['Content-Security-Policy', "default-src 'self'"], ['X-Content-Type-Options', 'nosniff']]},
    {path: '/openapi/', detach: ['Content-Security-Policy'], headers: [['Content-Security-Policy', "worker-src blob:"]]},
  ]);

  it('round-trips the Netlify / Cloudflare syntax', () => {
    assert.match(file, /^\/openapi\/\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: worker-src blob:$/m);
    const rules = parseHeaders(file);
    assert.equal(rules.length, 3);
    assert.deepEqual(rules[2].detach, ['Content-Security-Policy']);
  });

  it('applies every matching rule, a later value replacing an earlier one', () => {
    const rules = parseHeaders(file);
    assert.equal(headersFor(rules, '/dev-docs/intro').get('content-security-policy'), "default-src 'self'");
    assert.equal(headersFor(rules, '/openapi/').get('content-security-policy'), 'worker-src blob:');
    const asset = headersFor(rules, '/assets/js/main.js');
    assert.equal(asset.get('cache-control'), 'immutable');
    assert.equal(asset.get('x-content-type-options'), 'nosniff');
  });

  it('matches splats and placeholders', () => {
    assert.ok(patternToRegExp('/*').test('/a/b.c'));
    assert.ok(patternToRegExp('/tags/:tag').test('/tags/rest-api'));
    assert.ok(!patternToRegExp('/tags/:tag').test('/tags/a/b'));
    assert.ok(!patternToRegExp('/a.b').test('/aXb'));
  });

  it('writes and reads redirects', () => {
    const text = renderRedirects([{from: '/a.html', to: '/a', status: 301}], 'test');
    assert.deepEqual(parseRedirects(text), [{from: '/a.html', to: '/a', status: 301}]);
  });
});

describe('security-headers step', () => {
  it('hashes the scripts of the built pages, not of redirect pages, and writes _headers, _redirects and .html redirect pages', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    try {
      const page = (script: string, body = '') => `<!doctype html><html><head><script>${script}</script></head><body>${body}</body></html>`;
      mkdirSync(path.join(outDir, 'dev-docs', 'intro'), {recursive: true});
      mkdirSync(path.join(outDir, 'dev-docs', 'live'), {recursive: true});
      mkdirSync(path.join(outDir, 'old'), {recursive: true});
      writeFileSync(path.join(outDir, 'index.html'), page('theme()'));
      writeFileSync(path.join(outDir, 'dev-docs', 'intro', 'index.html'), page('theme()'));
      writeFileSync(path.join(outDir, 'dev-docs', 'live', 'index.html'), page('banner()', '<div class="playgroundContainer_x"></div>'));
      // A client redirect page (@docusaurus/plugin-client-redirects): its script is never allowed.
      writeFileSync(path.join(outDir, 'old', 'index.html'), '<html><head><meta http-equiv="refresh" content="0; url=/dev-docs/intro"></head><script>location.href = "/dev-docs/intro"</script></html>');
      writeFileSync(path.join(outDir, '_headers'), '/assets/*\n  Cache-Control: immutable\n');
      const options = siteSecurityOptions({}, [{from: '/developer-docs/latest/intro.html', to: '/dev-docs/intro'}]);

      const summary = await writeSecurityFiles({outDir, baseUrl: '/', routesPaths: ['/', '/dev-docs/intro', '/dev-docs/live'], options});

      assert.equal(summary, '_headers: 2 inline script hashes, 2 pages with their own policy (/openapi/, /dev-docs/live); _redirects: 3 redirects');
      const rules = parseHeaders(readFileSync(path.join(outDir, '_headers'), 'utf8'));
      assert.equal(headersFor(rules, '/assets/x.js').get('cache-control'), 'immutable', 'the rules of static/_headers come first and stay');
      const scripts = directive(headersFor(rules, '/dev-docs/intro').get('content-security-policy') ?? '', 'script-src');
      const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      assert.ok(scripts.includes(hash('theme()')) && scripts.includes(hash('banner()')));
      assert.ok(!scripts.some((source) => source === hash('location.href = "/dev-docs/intro"')));
      assert.ok(directive(headersFor(rules, '/dev-docs/live').get('content-security-policy') ?? '', 'script-src').includes("'unsafe-eval'"));
      assert.deepEqual(parseRedirects(readFileSync(path.join(outDir, '_redirects'), 'utf8')), [
        {from: '/developer-docs/latest/intro.html', to: '/dev-docs/intro', status: 301},
        {from: '/dev-docs/intro.html', to: '/dev-docs/intro', status: 301},
        {from: '/dev-docs/live.html', to: '/dev-docs/live', status: 301},
      ]);
      assert.match(readFileSync(path.join(outDir, 'developer-docs', 'latest', 'intro.html'), 'utf8'), /http-equiv="refresh" content="0; url=\/dev-docs\/intro"/);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
