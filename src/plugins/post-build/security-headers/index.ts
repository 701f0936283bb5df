/**
 * The files a static host reads to send security headers and real redirects. A post-build step
 * (src/plugins/post-build, step 3: after every step that edits a page's HTML, since the policy
 * holds the hash of each inline script as built) that
 * - reads every built HTML page and hashes its inline scripts (`'sha256-…'`), so the
 *   Content-Security-Policy allows them without `'unsafe-inline'` for scripts;
 * - writes `build/_headers`: the cache rules of static/_headers, then `/*` with the site-wide policy
 *   and the other security headers, then a rule per page that needs more (Redoc's worker on /openapi/,
 *   the live code playground's compiler), which replaces the policy on that page only;
 * - writes `build/_redirects`: every redirect of config/redirects.ts and the `.html` form of every
 *   page, as 301s, and a static redirect page at each old `.html` path.
 * The build prints the number of hashes, the relaxed pages and the redirect count.
 */
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {htmlForm, withBase, type Redirect} from '../../../../config/redirects';
import {buildPolicy, inlineScripts, isRedirectPage, scriptHash, SECURITY_HEADERS, type Services, type Sources} from './csp';
import {parseHeaders, renderHeaders, renderRedirects, type HeaderRule, type RedirectLine} from './host-files';

export type RoutePolicy = {path: string; reason: string; sources: Sources};

export type SecurityHeadersOptions = {
  services: Services;
  /** Site paths without the base URL. */
  redirects: readonly Redirect[];
  /** Pages that need more than the site-wide policy (site paths without the base URL). */
  routes: readonly RoutePolicy[];
  /** Added on every page with a live code block (found in its HTML). */
  liveCode: Omit<RoutePolicy, 'path'>;
};

/** A server-rendered live code playground (theme-live-codeblock's Playground). */
export function hasLiveCode(html: string): boolean {
  // The minifier drops the quotes of single-word attributes: class=playgroundContainer_x.
  return /class=["']?[^"'>]*\bplayground(?:Container|Header)_/.test(html);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A static redirect page: meta refresh and canonical link, so it works under the policy with no script. */
export function redirectPage(to: string): string {
  const url = to.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Moved</title><meta http-equiv="refresh" content="0; url=${url}"><link rel="canonical" href="${url}"></head><body><p>This page has moved to <a href="${url}">${url}</a>.</p></body></html>\n`;
}

/** The route of a built HTML file (`dev-docs/intro/index.html` → `/dev-docs/intro`). */
export function routeOfFile(relative: string): string {
  const route = `/${relative.split(path.sep).join('/')}`.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** Both forms of a page path a request may use (with and without the trailing slash). */
function pathForms(sitePath: string): string[] {
  const bare = sitePath.replace(/\/$/, '');
  return bare === '' ? ['/'] : [bare, `${bare}/`];
}

export type SecurityBuild = {outDir: string; baseUrl: string; routesPaths: readonly string[]; options: SecurityHeadersOptions};

/** Post-build step: writes _headers, _redirects and the `.html` redirect pages. Returns the line the build prints. */
export async function writeSecurityFiles({outDir, baseUrl, routesPaths, options}: SecurityBuild): Promise<string> {
  const hashes = new Set<string>();
  const livePages: string[] = [];
  // The earlier steps are done, so every page is whole. @docusaurus/plugin-client-redirects may still
  // be writing its redirect pages (Docusaurus runs all postBuild hooks at once): those are skipped,
  // and a page caught half-written has its meta refresh before its only script, so it adds no hash.
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    if (isRedirectPage(html)) continue;
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    const route = routeOfFile(path.relative(outDir, file));
    if (hasLiveCode(html)) livePages.push(route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route);
  }

  const sitePolicy = buildPolicy([...hashes], options.services);
  const relaxed: RoutePolicy[] = [...options.routes, ...livePages.map((page) => ({...options.liveCode, path: page}))];
  const rules: HeaderRule[] = [
    {
      path: withBase(baseUrl, '/*'),
      comment: 'Security headers (src/plugins/post-build/security-headers); the policy lists the hash of every inline script.',
      headers: [['Content-Security-Policy', sitePolicy], ...SECURITY_HEADERS],
    },
    ...relaxed.flatMap((route) =>
      pathForms(withBase(baseUrl, route.path)).map((form, index) => ({
        path: form,
        ...(index === 0 ? {comment: route.reason} : {}),
        detach: ['Content-Security-Policy'],
        headers: [['Content-Security-Policy', buildPolicy([...hashes], options.services, route.sources)]] as Array<[string, string]>,
      })),
    ),
  ];
  const headersFile = path.join(outDir, '_headers');
  const existing = await readFile(headersFile, 'utf8').catch(() => '');
  // Keep the hand-written rules of static/_headers (cache rules) first, then ours.
  parseHeaders(existing);
  await writeFile(headersFile, `${existing.trimEnd()}\n\n${renderHeaders(rules)}`);

  const pages = routesPaths.filter((route) => route !== withBase(baseUrl, '/') && !route.endsWith('/404.html') && !route.includes('*'));
  const redirects: RedirectLine[] = [
    ...options.redirects.map(({from, to}) => ({from: withBase(baseUrl, from), to: withBase(baseUrl, to), status: 301})),
    ...pages.map((route) => ({from: htmlForm(route.replace(/\/$/, '')), to: route, status: 301})),
  ];
  // Old `.html` paths also get a static page (@docusaurus/plugin-client-redirects can only write
  // `<path>/index.html`), so hosts without _redirects send readers on too. A meta refresh, no script.
  for (const {from, to} of options.redirects.filter(({from}) => from.endsWith('.html'))) {
    const file = path.join(outDir, ...from.split('/'));
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, redirectPage(withBase(baseUrl, to)));
  }
  await writeFile(
    path.join(outDir, '_redirects'),
    renderRedirects(redirects, 'Old URLs and .html forms, as 301s (config/redirects.ts, src/plugins/post-build/security-headers).'),
  );
  return `_headers: ${hashes.size} inline script hashes, ${relaxed.length} pages with their own policy (${relaxed.map((route) => route.path).join(', ')}); _redirects: ${redirects.length} redirects`;
}

/** The options this site uses: its redirects, and the two kinds of page that need more than the site policy. */
export function siteSecurityOptions(services: Services, redirects: readonly Redirect[]): SecurityHeadersOptions {
  return {
    services,
    redirects,
    routes: [
      {
        path: '/openapi/',
        reason: 'Redoc (API reference) runs its search index in a Web Worker created from a blob: URL.',
        sources: {'worker-src': ['blob:']},
      },
    ],
    liveCode: {
      reason: 'The live code playground compiles the reader\'s code in the browser (react-live evaluates it with new Function).',
      sources: {'script-src': ["'unsafe-eval'"]},
    },
  };
}
