// @ts-check
/**
 * The pages of a build, as llms.txt lists them (every docs page, by area, with its title and
 * description), and the reading of what a client passes as a page: `/dev-docs/api/rest`,
 * `dev-docs/api/rest.md`, `https://<site>/dev-docs/api/rest#filters`… all name one page, whose
 * Markdown twin is `dev-docs/api/rest.md` in the build.
 */

/** The docs areas: first segment of every docs page's path. */
export const AREAS = /** @type {const} */ (['dev-docs', 'user-docs', 'cloud']);

/** Longest page reference accepted (a page URL with an anchor is far shorter). */
export const MAX_PAGE_REFERENCE = 2048;

/**
 * @typedef {object} PageEntry
 * @property {string} route Path of the page from the site's base, without slashes around: `dev-docs/api/rest`.
 * @property {string} url Canonical URL.
 * @property {string} title
 * @property {string} description
 * @property {string} area
 * @property {string} areaLabel As llms.txt heads the area ("Developer Docs").
 */

/**
 * The canonical base URL of a site (ending with a slash) from a URL of one of its docs pages: what
 * comes before the area segment. Undefined when the URL has no area segment.
 * @param {string} pageUrl
 * @returns {string | undefined}
 */
export function baseOfPageUrl(pageUrl) {
  let url;
  try {
    url = new URL(pageUrl);
  } catch {
    return undefined;
  }
  const match = new RegExp(`/(?:${AREAS.join('|')})/`).exec(url.pathname);
  return match === null ? undefined : `${url.origin}${url.pathname.slice(0, match.index + 1)}`;
}

/**
 * The pages llms.txt lists (`- [Title](https://…/route.md): description` under `## Area label`),
 * and the site's canonical base taken from them. Throws when the file lists no docs page.
 * @param {string} text
 * @returns {{base: string, pages: PageEntry[]}}
 */
export function parseLlmsTxt(text) {
  /** @type {PageEntry[]} */
  const pages = [];
  let base;
  let areaLabel = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      areaLabel = heading[1].trim();
      continue;
    }
    const link = /^- \[(.+?)\]\((\S+?)\.md\)(?::\s*(.*))?$/.exec(line);
    if (!link) continue;
    const [, title, url, description = ''] = link;
    base ??= baseOfPageUrl(url);
    if (base === undefined || !url.startsWith(base)) continue;
    const route = url.slice(base.length);
    const area = route.split('/')[0];
    if (!(/** @type {readonly string[]} */ (AREAS).includes(area))) continue;
    pages.push({route, url, title: title.replace(/\\([[\]])/g, '$1'), description: description.trim(), area, areaLabel});
  }
  if (base === undefined || pages.length === 0) throw new Error('llms.txt lists no docs page: is this a build of the Strapi docs?');
  return {base, pages};
}

/**
 * The route a client means by `reference` (a path or a URL of the site), or an error to show it.
 * `bases` are the URLs the site is known under (its canonical base, and the --site URL).
 * @param {string} reference
 * @param {readonly string[]} bases
 * @returns {{route: string} | {error: string}}
 */
export function pageRoute(reference, bases) {
  const trimmed = reference.trim();
  if (trimmed.length === 0) return {error: 'Give a page path such as /dev-docs/api/rest, or its URL.'};
  if (trimmed.length > MAX_PAGE_REFERENCE) return {error: `A page path or URL is at most ${MAX_PAGE_REFERENCE} characters; this one has ${trimmed.length}.`};
  /** @type {string} */
  let path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    let url;
    try {
      url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    } catch {
      return {error: `"${shorten(trimmed)}" is not a valid URL.`};
    }
    const base = bases.map((b) => new URL(b)).find((b) => b.origin === url.origin && url.pathname.startsWith(b.pathname));
    if (base === undefined || !/^https?:$/.test(url.protocol)) {
      return {error: `${shorten(url.origin + url.pathname)} is not a page of this site (${bases[0]}): this server reads no other site.`};
    }
    path = url.pathname.slice(base.pathname.length);
  } else {
    path = trimmed.replace(/[?#].*$/, '');
    const basePaths = bases.map((b) => new URL(b).pathname).filter((p) => p !== '/');
    const prefix = basePaths.find((p) => path.startsWith(p));
    path = prefix === undefined ? path.replace(/^\/+/, '') : path.slice(prefix.length);
  }
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return {error: `"${shorten(path)}" is not a valid path (bad percent-encoding).`};
  }
  const route = decoded.replace(/(\/index)?(\.md|\.html)$/, '').replace(/\/+$/, '');
  const segments = route.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return {error: `"${shorten(reference)}" is not a page path: ".." and "." are not allowed.`};
  if (!/^[A-Za-z0-9._~/-]+$/.test(route) || segments.some((segment) => segment === '')) {
    return {error: `"${shorten(reference)}" is not a page path: use letters, digits, "-", "_", "." and "/" only, as in /dev-docs/api/rest.`};
  }
  if (!(/** @type {readonly string[]} */ (AREAS).includes(segments[0]))) {
    return {error: `"${shorten(reference)}" is not a docs page: pages are under /dev-docs/ (developer docs), /user-docs/ (admin panel user guide) and /cloud/ (Strapi Cloud).`};
  }
  return {route};
}

/**
 * Pages whose route is closest to an unknown one, for "did you mean": a last segment spelled
 * almost the same (`rst` for `rest`) or contained in the other counts most, then the number of
 * leading segments shared.
 * @param {string} route
 * @param {readonly PageEntry[]} pages
 * @param {number} count
 * @returns {PageEntry[]}
 */
export function closestPages(route, pages, count = 5) {
  const segments = route.split('/');
  const last = segments[segments.length - 1].toLowerCase();
  /** @param {PageEntry} page */
  const score = (page) => {
    const other = page.route.split('/');
    const otherLast = other[other.length - 1].toLowerCase();
    let shared = 0;
    while (shared < Math.min(other.length, segments.length) && other[shared] === segments[shared]) shared += 1;
    const distance = editDistance(last, otherLast);
    const lastMatch = distance === 0 ? 12 : distance <= 2 ? 10 - distance : otherLast.includes(last) || last.includes(otherLast) ? 5 : 0;
    return lastMatch + shared;
  };
  return pages
    .map((page) => ({page, score: score(page)}))
    .filter(({score}) => score > 2)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({page}) => page);
}

/**
 * Levenshtein distance (insertions, deletions, substitutions), for short path segments.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function editDistance(a, b) {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * @param {string} text
 * @returns {string}
 */
function shorten(text) {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
