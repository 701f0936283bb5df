// @ts-check
/**
 * The docs MCP server: tools and resources over one source (a local build folder or a deployed
 * site, ./source.js). Every tool checks its input against a JSON schema (zod, turned into JSON
 * Schema by the SDK) and answers bad input or a missing page with an `isError` result that says
 * what to do instead, so an AI client can correct itself; nothing a client sends makes it crash.
 * Answers are Markdown text, written for a model to read.
 */
import {readFileSync} from 'node:fs';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {DOCS_INDEX_FILE, parseDocsIndex} from './docs-index.js';
import {allExamples, exampleList, exampleMarkdown, findExamples, nearbyRequests} from './examples.js';
import {AREAS, closestPages, MAX_PAGE_REFERENCE, pageRoute, parseLlmsTxt} from './pages.js';
import {docsSearch, NoIndexError} from './search.js';

/** Name and version of the package, as the server introduces itself to clients. */
export const {name: SERVER_NAME, version: SERVER_VERSION} = /** @type {{name: string, version: string}} */ (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
);

const MAX_QUERY = 500;
const MAX_RESULTS = 20;
/** Examples shown in full by one get_example call. */
const MAX_FULL_EXAMPLES = 3;
/**
 * The error a resource read answers when the file is missing: JSON-RPC code -32002, which MCP uses
 * for a resource that does not exist. (A plain Error with a code: the SDK's McpError would put
 * "MCP error -32002:" in the message, and the client adds it again.)
 * @param {string} message
 */
const resourceNotFound = (message) => Object.assign(new Error(message), {code: -32002});

export const RESOURCES = {llms: 'strapi-docs://llms.txt', skill: 'strapi-docs://skill.md'};

/** @typedef {{content: Array<{type: 'text', text: string}>, isError?: boolean}} ToolResult */

/**
 * @param {string} text
 * @returns {ToolResult}
 */
const answer = (text) => ({content: [{type: 'text', text}]});
/**
 * @param {string} text
 * @returns {ToolResult}
 */
const failure = (text) => ({...answer(text), isError: true});
/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * What the server knows of its source, each read once: the page list (llms.txt) and the docs index
 * (docs-mcp.json, absent from builds made before it existed: then null).
 * @param {import('./source.js').Source} source
 */
export function docsCatalog(source) {
  /**
   * @template T
   * @param {() => Promise<T>} load
   * @returns {() => Promise<T>}
   */
  const once = (load) => {
    /** @type {Promise<T> | undefined} */
    let promise;
    return () => {
      promise ??= load().catch((error) => {
        promise = undefined;
        throw error;
      });
      return promise;
    };
  };
  const llmsText = once(async () => {
    const bytes = await source.read('llms.txt');
    if (bytes === null) throw new Error(`${source.label} has no llms.txt: is it a build of the Strapi docs?`);
    return bytes.toString('utf8');
  });
  const pages = once(async () => parseLlmsTxt(await llmsText()));
  /** @type {() => Promise<import('./docs-index.js').DocsIndex | null>} */
  const index = once(async () => {
    const bytes = await source.read(DOCS_INDEX_FILE);
    return bytes === null ? null : parseDocsIndex(bytes.toString('utf8'), `${DOCS_INDEX_FILE} of ${source.label}`);
  });
  /**
   * The canonical base URL of the site (as its pages link each other).
   * @returns {Promise<string>}
   */
  const site = async () => (await index())?.site ?? (await pages()).base;
  /**
   * The URLs a client may use for a page: the canonical ones, and the --site URL.
   * @returns {Promise<string[]>}
   */
  const bases = async () => {
    const canonical = await site();
    return source.base === null || source.base.href === canonical ? [canonical] : [canonical, source.base.href];
  };
  return {source, llmsText, pages, index, site, bases};
}

/** @typedef {ReturnType<typeof docsCatalog>} Catalog */

/**
 * The page a client names, or an error result (bad reference, or no such page, with the closest).
 * @param {Catalog} catalog
 * @param {string} reference
 * @returns {Promise<{page: import('./pages.js').PageEntry, error?: undefined} | {error: ToolResult, page?: undefined}>}
 */
async function resolvePage(catalog, reference) {
  const found = pageRoute(reference, await catalog.bases());
  if ('error' in found) return {error: failure(found.error)};
  const {pages} = await catalog.pages();
  // Routes keep the case of their file names (user-docs/settings/API-tokens); a client may not.
  const page = pages.find((entry) => entry.route === found.route) ?? pages.find((entry) => entry.route.toLowerCase() === found.route.toLowerCase());
  if (page !== undefined) return {page};
  const near = closestPages(found.route, pages);
  return {
    error: failure(
      [
        `No docs page at /${found.route} in ${catalog.source.label}.`,
        near.length > 0 ? `Closest pages:\n${near.map((p) => `- ${p.url} (${p.title})`).join('\n')}` : '',
        'Find pages with search_docs, or in the llms.txt resource.',
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  };
}

/**
 * The docs index, or an error result for builds without it.
 * @param {Catalog} catalog
 * @returns {Promise<{index: import('./docs-index.js').DocsIndex, error?: undefined} | {error: ToolResult, index?: undefined}>}
 */
async function requireIndex(catalog) {
  const index = await catalog.index();
  if (index !== null) return {index};
  return {
    error: failure(
      `${catalog.source.label} has no ${DOCS_INDEX_FILE}, where the build lists the API examples and what CI verifies: it was built before that file existed. ` +
        'Rebuild the site (npm run build) to get the examples; get_page shows the same requests and responses inside each page.',
    ),
  };
}

/**
 * The server, not yet connected to a transport.
 * @param {import('./source.js').Source} source
 * @returns {McpServer}
 */
export function createServer(source) {
  const catalog = docsCatalog(source);
  /**
   * The search, created on first use: it needs the site's canonical base, read from the source.
   * @type {ReturnType<typeof docsSearch> | undefined}
   */
  let searcher;
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        'The Strapi 5 documentation: developer docs (REST and GraphQL APIs, Document Service, configuration, plugins), ' +
        'the admin panel user guide and Strapi Cloud. Use it instead of memory: Strapi 5 differs from Strapi 4 ' +
        '(Document Service API instead of Entity Service, documentId, flat REST responses, status instead of publicationState). ' +
        'search_docs finds pages (same ranking as the site search); get_page returns a page as Markdown with the Strapi version it is verified against; ' +
        'list_examples and get_example give REST requests with their documented responses, run against a real Strapi in CI. ' +
        `Resources: ${RESOURCES.llms} (every page with a summary) and ${RESOURCES.skill} (rules for writing Strapi 5 code).`,
    },
  );
  const readOnly = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false};

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Strapi 5 docs',
      description:
        'Search the Strapi 5 documentation and get the best matching pages, ranked as the docs site ranks them: ' +
        'title, canonical URL, docs area and a plain-text excerpt, plus matching sections. Use a few keywords or a short question ' +
        '("populate relations REST", "publish a draft with the Document Service"). Then read a page with get_page.',
      inputSchema: {
        query: z
          .string()
          .min(1, 'query is empty: give a few words to search for.')
          .max(MAX_QUERY, `query is too long: at most ${MAX_QUERY} characters; use a few keywords.`)
          .describe('Words to search for, or a short question.'),
        area: z
          .enum(AREAS)
          .optional()
          .describe('Only pages of one area: dev-docs (developer docs), user-docs (admin panel user guide) or cloud (Strapi Cloud). All areas if left out.'),
        limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many pages to return, 1 to ${MAX_RESULTS} (default 8).`),
      },
      annotations: readOnly,
    },
    async ({query, area, limit}) => {
      if (query.trim() === '') return failure('query is empty: give a few words to search for.');
      try {
        searcher ??= docsSearch(source, await catalog.site());
        const {hits, total} = await searcher.search(query, {area, limit: limit ?? 8});
        const scope = area === undefined ? 'all areas' : `area ${area} only`;
        if (hits.length === 0) {
          return answer(`No page matches "${query.trim()}" (${scope}). Try fewer or other words${area === undefined ? '' : ', or all areas'}.`);
        }
        const lines = hits.map((hit, position) =>
          [
            `${position + 1}. ${hit.title}`,
            `   ${hit.url} (${hit.area}${hit.areaLabel ? `, ${hit.areaLabel}` : ''})`,
            `   ${hit.excerpt}`,
            ...(hit.sections.length > 0 ? [`   Sections: ${hit.sections.map((s) => `${s.title} (${s.url})`).join('; ')}`] : []),
          ].join('\n'),
        );
        return answer(
          [`${hits.length} of ${total} matching pages for "${query.trim()}" (${scope}), best first:`, '', lines.join('\n\n'), '', 'Read a page with get_page and its URL.'].join('\n'),
        );
      } catch (error) {
        return failure(error instanceof NoIndexError ? error.message : `Search failed: ${messageOf(error)}`);
      }
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a Strapi 5 docs page',
      description:
        'Get one page of the Strapi 5 docs as Markdown (its "Markdown twin": components written out, API examples as http and json blocks), ' +
        'with its title, docs area, canonical URL, the Strapi release it is verified against and its API examples. ' +
        'Accepts a path (/dev-docs/api/rest or dev-docs/api/rest) or a URL of the site, with or without .md or #anchor.',
      inputSchema: {
        page: z
          .string()
          .min(1, 'page is empty: give a path such as /dev-docs/api/rest or a page URL.')
          .max(MAX_PAGE_REFERENCE, `page is too long: at most ${MAX_PAGE_REFERENCE} characters.`)
          .describe('Path or URL of the page, e.g. /dev-docs/api/rest or https://<docs site>/dev-docs/api/rest#filters.'),
      },
      annotations: readOnly,
    },
    async ({page: reference}) => {
      try {
        const found = await resolvePage(catalog, reference);
        if (found.error !== undefined) return found.error;
        const {page} = found;
        const markdown = await source.read(`${page.route}.md`);
        if (markdown === null) return failure(`${page.url} has no Markdown twin (${page.route}.md) in ${source.label}: the build is incomplete; rebuild it.`);
        const index = await catalog.index();
        const indexed = index?.pages.find((entry) => entry.url === page.url);
        let verification;
        if (index === null) verification = `unknown (${source.label} has no ${DOCS_INDEX_FILE}; rebuild the site to get it)`;
        else if (indexed?.verified) verification = `verified against Strapi ${index.strapiVersion} in CI (${indexed.verified})`;
        else verification = `written for Strapi ${index.strapiVersion}; nothing on this page is run or checked against it in CI`;
        const examples = indexed?.examples ?? [];
        const header = [
          `Title: ${page.title}`,
          `Area: ${page.area} (${page.areaLabel})`,
          `URL: ${page.url}`,
          `Strapi version: ${verification}`,
          index === null
            ? ''
            : `API examples: ${examples.length === 0 ? 'none' : `${examples.length} (${examples.filter((e) => e.skip === null).length} run in CI); list them with list_examples and this page`}`,
        ].filter(Boolean);
        return answer(`${header.join('\n')}\n\n---\n\n${markdown.toString('utf8')}`);
      } catch (error) {
        return failure(`Cannot read the page: ${messageOf(error)}`);
      }
    },
  );

  server.registerTool(
    'list_examples',
    {
      title: 'List the verified API examples',
      description:
        'List the REST API examples of the Strapi 5 docs (requests with their documented responses), one line each: method, path, status, title, grouped by page, ' +
        'with those CI does not run marked. All pages, or one page. Get one in full with get_example.',
      inputSchema: {
        page: z.string().max(MAX_PAGE_REFERENCE, `page is too long: at most ${MAX_PAGE_REFERENCE} characters.`).optional().describe('Path or URL of one page; all pages if left out.'),
      },
      annotations: readOnly,
    },
    async ({page: reference}) => {
      try {
        const required = await requireIndex(catalog);
        if (required.error !== undefined) return required.error;
        const {index} = required;
        let examples = allExamples(index);
        let scope = 'the docs';
        if (reference !== undefined) {
          const found = await resolvePage(catalog, reference);
          if (found.error !== undefined) return found.error;
          examples = examples.filter((example) => example.page.url === found.page.url);
          scope = found.page.url;
          if (examples.length === 0) return answer(`${found.page.title} (${found.page.url}) has no API example. Read it with get_page.`);
        }
        const run = examples.filter((example) => example.skip === null).length;
        return answer(
          [
            `${examples.length} API example${examples.length === 1 ? '' : 's'} in ${scope}: ${run} run in CI against Strapi ${index.strapiVersion}, ${examples.length - run} not run (reason given).`,
            'Get one in full (request, authentication, documented response) with get_example and its method and path.',
            '',
            exampleList(examples),
          ].join('\n'),
        );
      } catch (error) {
        return failure(`Cannot list the examples: ${messageOf(error)}`);
      }
    },
  );

  server.registerTool(
    'get_example',
    {
      title: 'Get a verified API example',
      description:
        'Get the documented request and response of a Strapi 5 REST API call, as the docs show it and as CI checks it against a real Strapi: ' +
        'method, path, authentication, request body, status and JSON response, with its page and whether it is verified. ' +
        'The path may use placeholders (/api/articles/:documentId) and a query string. Find paths with list_examples.',
      inputSchema: {
        method: z
          .string()
          .transform((value) => value.toUpperCase())
          .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], 'method must be one of GET, POST, PUT, PATCH, DELETE.'))
          .describe('HTTP method: GET, POST, PUT, PATCH or DELETE.'),
        path: z
          .string()
          .min(1, 'path is empty: give a request path such as /api/articles.')
          .max(1000, 'path is too long: at most 1000 characters.')
          .describe('Request path, e.g. /api/articles or /api/articles/:documentId?populate=*'),
      },
      annotations: readOnly,
    },
    async ({method, path}) => {
      try {
        let requestPath = path.trim();
        if (/^https?:\/\//i.test(requestPath)) {
          try {
            const url = new URL(requestPath);
            requestPath = `${url.pathname}${url.search}`;
          } catch {
            return failure(`"${requestPath.slice(0, 120)}" is not a valid URL; give a path such as /api/articles.`);
          }
        }
        if (!requestPath.startsWith('/')) return failure(`path must start with "/", as in /api/articles; got "${requestPath.slice(0, 120)}".`);
        const required = await requireIndex(catalog);
        if (required.error !== undefined) return required.error;
        const {index} = required;
        const examples = allExamples(index);
        const matches = findExamples(examples, method, requestPath);
        if (matches.length === 0) {
          const near = nearbyRequests(examples, requestPath);
          return failure(
            [
              `No documented example for ${method} ${requestPath}.`,
              near.items.length > 0 ? `${near.heading}\n${near.items.map((request) => `- ${request}`).join('\n')}` : '',
              'list_examples lists every documented request.',
            ]
              .filter(Boolean)
              .join('\n'),
          );
        }
        const shown = matches.slice(0, MAX_FULL_EXAMPLES);
        const others = matches.slice(MAX_FULL_EXAMPLES);
        return answer(
          [
            `${matches.length} documented example${matches.length === 1 ? '' : 's'} for ${method} ${requestPath}${others.length > 0 ? `, the closest ${shown.length} in full` : ''}:`,
            '',
            shown.map((example) => exampleMarkdown(example, index.strapiVersion)).join('\n\n'),
            ...(others.length > 0
              ? ['', `Other matching examples (ask for one with its exact path):`, ...others.map((e) => `- ${e.method} ${e.path} → ${e.status}: ${e.title} (${e.page.url})`)]
              : []),
          ].join('\n'),
        );
      } catch (error) {
        return failure(`Cannot read the examples: ${messageOf(error)}`);
      }
    },
  );

  server.registerResource(
    'llms.txt',
    RESOURCES.llms,
    {
      title: 'llms.txt of the Strapi 5 docs',
      description: 'Every page of the docs by area, in reading order, with a one-line summary and its Markdown URL (llmstxt.org format).',
      mimeType: 'text/markdown',
    },
    // A read failure (site unreachable) reaches the client as an error with its message.
    async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: await catalog.llmsText()}]}),
  );

  server.registerResource(
    'skill',
    RESOURCES.skill,
    {
      title: 'Strapi 5 agent skill',
      description: 'Rules that keep generated code on Strapi 5 (Document Service, documentId, flat responses, config shapes), each linked to the page that proves it, and where to find each topic.',
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const bytes = await source.read('skill.md');
      if (bytes === null) {
        throw resourceNotFound(`skill.md is not built: ${source.label} has no skill.md (built before the skill file existed). Rebuild the site with npm run build.`);
      }
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: bytes.toString('utf8')}]};
    },
  );

  return server;
}
