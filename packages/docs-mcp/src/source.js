// @ts-check
/**
 * Where the server reads the docs from, and the only way it reads anything: a local build folder
 * (`--build`, files inside that folder only) or a deployed site (`--site`, that origin and base
 * path only; a redirect elsewhere is refused, never followed). Both answer `read(relative path)`.
 * The Pagefind script fetches its index files with the global `fetch`; `installFetchGuard`
 * replaces it for the whole process so that those fetches are answered by the source and any
 * other request fails: the server can reach no other host, whatever runs inside it.
 */
import {realpath, readFile, stat} from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {object} Source
 * @property {string} label How errors name it: "the build folder /x/build", "https://docs.example.org/".
 * @property {URL | null} base The site's base URL (site mode), or null (local build).
 * @property {(relative: string) => Promise<Buffer | null>} read A file of the site by its path
 *   relative to the site's root (`dev-docs/api/rest.md`); null when there is no such file.
 * @property {string} pagefindBase The URL the Pagefind script is given as its base path; its
 *   fetches under it are answered by `read`.
 */

/** Largest file read (llms-full.txt of the whole site is about 2 MB). */
const MAX_BYTES = 50 * 1024 * 1024;
const TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 5;

/**
 * Pagefind's base in local mode: a host under `.invalid`, a name that never resolves (RFC 2606),
 * answered by the fetch guard from the build folder.
 */
const LOCAL_PAGEFIND_BASE = 'http://docs-build.invalid/pagefind/';

/**
 * A relative site path, checked: no `..` or `.` segment, no empty segment, no backslash, no
 * control character. Throws otherwise.
 * @param {string} relative
 * @returns {string}
 */
function checkedRelative(relative) {
  const segments = relative.split('/');
  if (
    relative.length === 0 ||
    relative.length > 2048 ||
    /[\\\u0000-\u001f\u007f]/.test(relative) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`refused to read "${relative.slice(0, 200)}": not a plain path inside the site.`);
  }
  return relative;
}

/**
 * The source of a local build folder. Throws, with a message for the command line, when the folder
 * is missing or is not a built docs site (no llms.txt).
 * @param {string} dir
 * @returns {Promise<Source>}
 */
export async function localSource(dir) {
  const absolute = path.resolve(dir);
  let root;
  try {
    root = await realpath(absolute);
    if (!(await stat(root)).isDirectory()) throw new Error('not a folder');
  } catch {
    throw new Error(`no build folder at ${absolute}: build the site first (npm run build), or pass --build <folder> or --site <url>.`);
  }
  try {
    await stat(path.join(root, 'llms.txt'));
  } catch {
    throw new Error(`${absolute} is not a built docs site (no llms.txt): build it with npm run build, or pass the right folder with --build.`);
  }
  return {
    label: `the build folder ${absolute}`,
    base: null,
    pagefindBase: LOCAL_PAGEFIND_BASE,
    async read(relative) {
      const file = path.resolve(root, checkedRelative(relative));
      try {
        // Resolved through symbolic links, the file must still be inside the folder.
        const real = await realpath(file);
        const inside = path.relative(root, real);
        if (inside.startsWith('..') || path.isAbsolute(inside)) throw new Error(`refused to read ${relative}: it leads outside ${absolute}.`);
        if (!(await stat(real)).isFile()) return null;
        return await readFile(real);
      } catch (error) {
        if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) return null;
        throw error;
      }
    },
  };
}

/**
 * The base URL given with --site, checked: https (http only for localhost and 127.0.0.1, for
 * tests), no credentials, query or fragment. Returned with a trailing slash.
 * @param {string} value
 * @returns {URL}
 */
export function siteBase(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--site must be an absolute URL such as https://docs.example.org/, got "${value}".`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`--site must be an https URL (http only for localhost and 127.0.0.1), got "${value}".`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(`--site takes the site's base URL only, without credentials, query or fragment, got "${value}".`);
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * The source of a deployed site. Reads with the `fetch` given (the real one, captured before the
 * guard is installed), following redirects only within the site.
 * @param {URL} base
 * @param {typeof fetch} realFetch
 * @returns {Source}
 */
export function siteSource(base, realFetch) {
  /**
   * @param {string} url
   * @returns {Promise<Buffer | null>}
   */
  async function get(url) {
    let current = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!isWithin(current, base)) throw new Error(`refused to fetch ${current.href}: only ${base.href} is read.`);
      let response;
      try {
        response = await realFetch(current, {redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS)});
      } catch (error) {
        throw new Error(`cannot reach ${current.href}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        await response.body?.cancel();
        if (location === null) throw new Error(`${current.href} answered ${response.status} without a Location.`);
        const next = new URL(location, current);
        if (!isWithin(next, base)) throw new Error(`refused the redirect from ${current.href} to ${next.href}: only ${base.href} is read.`);
        current = next;
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`${current.href} answered ${response.status} ${response.statusText}.`);
      }
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_BYTES) throw new Error(`${current.href} is larger than ${MAX_BYTES} bytes.`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > MAX_BYTES) throw new Error(`${current.href} is larger than ${MAX_BYTES} bytes.`);
      return bytes;
    }
    throw new Error(`too many redirects from ${url}.`);
  }
  return {
    label: base.href,
    base,
    pagefindBase: new URL('pagefind/', base).href,
    read: async (relative) => get(new URL(checkedRelative(relative), base).href),
  };
}

/**
 * Whether `url` is on the site: same origin, under its base path.
 * @param {URL} url
 * @param {URL} base
 */
function isWithin(url, base) {
  return url.origin === base.origin && url.pathname.startsWith(base.pathname);
}

/**
 * The answer to one of the Pagefind script's fetches: a file under the source's `pagefindBase`,
 * read from the source; anything else is refused.
 * @param {Source} source
 * @param {string} url
 * @returns {Promise<Response>}
 */
export async function pagefindFetch(source, url) {
  let href;
  try {
    href = new URL(url).href;
  } catch {
    throw new Error(`refused to fetch "${url.slice(0, 200)}": not a URL.`);
  }
  if (!href.startsWith(source.pagefindBase)) throw new Error(`refused to fetch ${href}: the docs MCP server reads ${source.label} only.`);
  // The part after the base, without the cache-busting query Pagefind adds (`?ts=…`).
  const rest = href.slice(source.pagefindBase.length).replace(/[?#].*$/, '');
  let relative;
  try {
    relative = decodeURIComponent(rest);
  } catch {
    throw new Error(`refused to fetch ${href}: malformed path.`);
  }
  const bytes = await source.read(`pagefind/${relative}`);
  return bytes === null ? new Response('Not found', {status: 404}) : new Response(new Uint8Array(bytes));
}

/**
 * Replaces the process's global `fetch` by one that only answers the Pagefind script's requests,
 * from the source; every other request fails. (A site source keeps the real `fetch` it was given.)
 * @param {Source} source
 */
export function installFetchGuard(source) {
  /** @type {typeof fetch} */
  const guarded = async (input) => pagefindFetch(source, input instanceof Request ? input.url : String(input));
  globalThis.fetch = guarded;
}
