/**
 * Serves a production build the way Netlify or Cloudflare Pages would: files through sirv (with
 * the precompressed .br/.gz copies), the build's `_redirects` answered with real redirects, the
 * build's `_headers` applied to every response (Content-Security-Policy included) and 404.html
 * for unknown paths; `/page/index.html` redirects to `/page`. The end-to-end tests run against it (playwright.config.ts).
 *
 *   tsx scripts/serve-build/index.mts [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import {existsSync, readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {headersFor, parseHeaders, parseRedirects} from '../../src/plugins/post-build/security-headers/host-files.ts';

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const dir = path.resolve(argument('dir', 'build'));
const port = Number(argument('port', '3000'));
const host = argument('host', '127.0.0.1');
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve-build: no build in ${dir}; run "npm run build" first.`);
  process.exit(1);
}

const read = (file: string) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : '');
const headerRules = parseHeaders(read('_headers'));
const redirects = new Map(parseRedirects(read('_redirects')).map((line) => [line.from, line]));
const notFoundPage = read('404.html');
/** Host files are read by the host, never served. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

const files = sirv(dir, {dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'], dotfiles: false});

function decodedPath(request: IncomingMessage): string | undefined {
  try {
    return decodeURIComponent(new URL(request.url ?? '/', 'http://placeholder').pathname);
  } catch {
    return undefined;
  }
}

function notFound(response: ServerResponse, pathname: string): void {
  for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);
  response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
  response.end(notFoundPage);
}

const server = createServer((request, response) => {
  const pathname = decodedPath(request);
  if (pathname === undefined) {
    response.writeHead(400).end('Bad request');
    return;
  }
  const redirect = redirects.get(pathname);
  if (redirect !== undefined) {
    const search = new URL(request.url ?? '/', 'http://placeholder').search;
    response.writeHead(redirect.status, {Location: `${redirect.to}${search}`}).end();
    return;
  }
  // Clean URLs, as the hosts give them: /page/index.html → /page.
  if (pathname.endsWith('/index.html') && pathname !== '/index.html') {
    const search = new URL(request.url ?? '/', 'http://placeholder').search;
    response.writeHead(301, {Location: `${encodeURI(pathname.slice(0, -'/index.html'.length))}${search}`}).end();
    return;
  }
  if (HIDDEN.has(pathname)) {
    notFound(response, pathname);
    return;
  }
  for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);
  files(request, response, () => notFound(response, pathname));
});

server.listen(port, host, () => {
  console.log(
    `serve-build: ${dir} on http://${host}:${port} (${headerRules.length} header rules, ${redirects.size} redirects)`,
  );
});
