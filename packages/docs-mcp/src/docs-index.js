// @ts-check
/**
 * `docs-mcp.json`: what the docs MCP server needs to know about a build beyond its Markdown twins,
 * written by the build next to them and read by the server (writer and reader side by side, so the
 * format has one definition):
 * - the Strapi version the docs are verified against and, per page, what CI proves on it (in the
 *   words of the page's "Verified against Strapi X" mark), or null when it proves nothing there;
 * - every <ApiCall> of every page: request, documented response, and `skip` when CI does not run
 *   it. The twins show the request and the response but not whether CI ran them, so an example's
 *   verification can only come from here.
 * The build calls `docsIndexJson` from its post-build pipeline with the pages of the twins; the
 * server calls `parseDocsIndex` on the file it finds in the build folder or on the site.
 */

export const DOCS_INDEX_FILE = 'docs-mcp.json';
export const DOCS_INDEX_FORMAT = 1;

/**
 * One <ApiCall>, as scripts/verify-live/extract.mts reads it (`extractExamples(file, source).api`;
 * extra fields such as `file` and `line` are left out of the file).
 * @typedef {object} ApiExampleInput
 * @property {string} title
 * @property {string} method
 * @property {string} path
 * @property {string} auth Who sends it: public, token, user… (a key of `authLabels`)
 * @property {Record<string, string>} [headers]
 * @property {string} [body] The JSON request body the page shows.
 * @property {number} status
 * @property {string} [response] The documented JSON response body.
 * @property {boolean} [partial] The page leaves response fields out on purpose.
 * @property {string} [skip] Why CI does not run it.
 */

/**
 * @typedef {object} ApiExample
 * @property {string} title
 * @property {string} method
 * @property {string} path
 * @property {string} auth
 * @property {string} authLabel How the page shows the authentication ("Authorization: Bearer <API token>").
 * @property {Record<string, string>} headers
 * @property {string | null} body
 * @property {number} status
 * @property {string | null} response
 * @property {boolean} partial
 * @property {string | null} skip
 */

/**
 * @typedef {object} IndexedPage
 * @property {string} url Canonical URL of the page (no trailing slash, no `.md`).
 * @property {string} title
 * @property {string} area Docs area id: dev-docs, user-docs or cloud.
 * @property {string | null} verified What CI proves on the page, as its mark says it ("17 of 17
 *   examples run, 3 messages found in its packages"), or null when the page has no mark.
 * @property {ApiExample[]} examples
 */

/**
 * @typedef {object} DocsIndex
 * @property {number} format
 * @property {string} site Canonical base URL of the site, ending with a slash.
 * @property {string} strapiVersion
 * @property {IndexedPage[]} pages
 */

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value */
const isString = (value) => typeof value === 'string';
/** @param {unknown} value */
const isStringRecord = (value) => isObject(value) && Object.values(value).every(isString);

/**
 * The file's content for one build. Throws on input that would make a wrong file (a page outside
 * the site, an example without method or status, an unknown `auth`), naming the page.
 * @param {object} input
 * @param {string} input.site Canonical base URL (`siteConfig.url` + `baseUrl`).
 * @param {string} input.strapiVersion STRAPI_VERIFIED_VERSION.
 * @param {Record<string, string>} input.authLabels AUTH_LABEL of src/components/ApiCall/auth.ts.
 * @param {ReadonlyArray<{url: string, title: string, area: string, verified?: string | null, examples?: readonly ApiExampleInput[]}>} input.pages
 *   `verified`: the summary the page's mark shows (`provenSummary`), '' or null for none.
 * @returns {string}
 */
export function docsIndexJson({site, strapiVersion, authLabels, pages}) {
  if (!/^https?:\/\/[^/]+\/(.*\/)?$/.test(site)) throw new Error(`docs-mcp.json: site must be an absolute URL ending with a slash, got "${site}".`);
  if (!/^\d+\.\d+\.\d+/.test(strapiVersion)) throw new Error(`docs-mcp.json: strapiVersion must be a version, got "${strapiVersion}".`);
  /** @type {DocsIndex} */
  const index = {
    format: DOCS_INDEX_FORMAT,
    site,
    strapiVersion,
    pages: pages.map((page) => {
      const where = `docs-mcp.json: page ${page.url}`;
      if (!page.url.startsWith(site) || page.url.endsWith('/') || page.url.endsWith('.md')) {
        throw new Error(`${where}: its URL must be a canonical page URL under ${site}.`);
      }
      if (!page.title || !page.area) throw new Error(`${where}: title and area are required.`);
      return {
        url: page.url,
        title: page.title,
        area: page.area,
        verified: page.verified ? page.verified : null,
        examples: (page.examples ?? []).map((example) => {
          const method = example.method.toUpperCase();
          if (!METHODS.has(method) || !example.path.startsWith('/') || !Number.isInteger(example.status)) {
            throw new Error(`${where}: example "${example.title}" needs an HTTP method, a path starting with / and a numeric status.`);
          }
          const authLabel = authLabels[example.auth];
          if (authLabel === undefined) throw new Error(`${where}: example "${example.title}" has an unknown auth "${example.auth}".`);
          return {
            title: example.title,
            method,
            path: example.path,
            auth: example.auth,
            authLabel,
            headers: example.headers ?? {},
            body: example.body ?? null,
            status: example.status,
            response: example.response ?? null,
            partial: example.partial ?? false,
            skip: example.skip ?? null,
          };
        }),
      };
    }),
  };
  return JSON.stringify(index);
}

/**
 * Reads the file, checking its shape: the server trusts nothing it did not check. Throws an Error
 * saying what is wrong (`origin` names where the file came from).
 * @param {string} text
 * @param {string} origin
 * @returns {DocsIndex}
 */
export function parseDocsIndex(text, origin) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${origin} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  /** @param {string} problem */
  const fail = (problem) => new Error(`${origin}: ${problem}`);
  if (!isObject(data)) throw fail('expected an object.');
  if (data.format !== DOCS_INDEX_FORMAT) throw fail(`format ${String(data.format)} is not the one this server reads (${DOCS_INDEX_FORMAT}); update strapi-docs-mcp or rebuild the site.`);
  if (!isString(data.site) || !isString(data.strapiVersion) || !Array.isArray(data.pages)) throw fail('site, strapiVersion and pages are required.');
  for (const [position, page] of data.pages.entries()) {
    const ok =
      isObject(page) &&
      isString(page.url) &&
      isString(page.title) &&
      isString(page.area) &&
      (page.verified === null || isString(page.verified)) &&
      Array.isArray(page.examples) &&
      page.examples.every(
        (example) =>
          isObject(example) &&
          isString(example.title) &&
          isString(example.method) &&
          isString(example.path) &&
          isString(example.auth) &&
          isString(example.authLabel) &&
          isStringRecord(example.headers) &&
          (example.body === null || isString(example.body)) &&
          typeof example.status === 'number' &&
          (example.response === null || isString(example.response)) &&
          typeof example.partial === 'boolean' &&
          (example.skip === null || isString(example.skip)),
      );
    if (!ok) throw fail(`page ${position + 1} (${isObject(page) ? String(page.url) : '?'}) does not have the expected fields.`);
  }
  return /** @type {DocsIndex} */ (/** @type {unknown} */ (data));
}
