// @ts-check
/**
 * `search_docs`: the site's own search, run in Node. The build's Pagefind index and script
 * (`pagefind/pagefind.js`, the file the site's search downloads) are loaded from the source, and
 * queries go through the site's ranking (./ranking.js, shared with src/components/Search): same
 * index, same options, same stop words and all-but-one-word matches, so the same pages in the same
 * order. This is not a second search engine, only a second caller of the first.
 */
import {canonicalResultUrl, PAGEFIND_OPTIONS, rankedSearch} from './ranking.js';

/**
 * @typedef {object} PagefindData
 * @property {string} url
 * @property {string} excerpt
 * @property {string} [plain_excerpt]
 * @property {{title?: string, area?: string}} meta
 * @property {{area?: string[]}} [filters]
 * @property {Array<{title: string, url: string, plain_excerpt?: string, excerpt: string}>} [sub_results]
 */
/** @typedef {{id: string, score: number, data(): Promise<PagefindData>}} PagefindResult */
/**
 * @typedef {object} PagefindInstance
 * @property {(options: object) => Promise<void>} options
 * @property {() => Promise<void>} init
 * @property {(term: string, options?: {filters?: Record<string, string>}) => Promise<{results: PagefindResult[]} | null>} search
 */

/**
 * @typedef {object} SearchHit
 * @property {string} title
 * @property {string} url Canonical URL of the page.
 * @property {string} area
 * @property {string} areaLabel
 * @property {string} excerpt Plain text.
 * @property {Array<{title: string, url: string}>} sections Matching sections of the page.
 */

/** Raised when the build has no offline search index (an Algolia build, or a partial folder). */
export class NoIndexError extends Error {}

const ENTITIES = /** @type {Record<string, string>} */ ({'&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#039;': "'", '&amp;': '&'});

/**
 * Excerpt text without markup: Pagefind's excerpts hold <mark> tags and escaped characters.
 * @param {string} html
 * @returns {string}
 */
export function plainText(html) {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:lt|gt|quot|#0?39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Loads the index of `source` once. `siteBase` is the canonical base the result URLs are made
 * absolute with (what the site's search does with its baseUrl).
 * @param {import('./source.js').Source} source
 * @param {string} siteBase
 */
export function docsSearch(source, siteBase) {
  /** @type {Promise<PagefindInstance> | undefined} */
  let loading;
  async function load() {
    const script = await source.read('pagefind/pagefind.js');
    if (script === null) {
      throw new NoIndexError(`${source.label} has no search index (pagefind/pagefind.js): it was built without the offline search (Algolia configured?), or not completely. Use get_page with a page path from the llms.txt resource instead.`);
    }
    // Imported from its text: the module is the site's file, whatever the source. It finds its
    // index under `basePath`, where the fetch guard answers from the source.
    const module = /** @type {{createInstance(options: {basePath: string}): PagefindInstance}} */ (
      await import(`data:text/javascript;base64,${script.toString('base64')}`)
    );
    const pagefind = module.createInstance({basePath: source.pagefindBase});
    await pagefind.options({...PAGEFIND_OPTIONS, baseUrl: siteBase});
    await pagefind.init();
    return pagefind;
  }
  return {
    /**
     * @param {string} query
     * @param {{area?: string, limit: number}} options
     * @returns {Promise<{hits: SearchHit[], total: number}>}
     */
    async search(query, {area, limit}) {
      loading ??= load().catch((error) => {
        loading = undefined;
        throw error;
      });
      const pagefind = await loading;
      const filters = area ? {filters: {area}} : undefined;
      let pages;
      let ranked;
      try {
        ranked = await rankedSearch((terms) => pagefind.search(terms, filters), query);
        pages = await Promise.all(ranked.slice(0, limit).map((result) => result.data()));
      } catch (error) {
        // Most likely the build was rebuilt under the running server (new index files): the next
        // search loads the index again.
        loading = undefined;
        throw error;
      }
      const hits = pages.map((page) => {
        const url = canonicalResultUrl(page.url);
        return {
          title: page.meta.title ?? url,
          url,
          area: page.filters?.area?.[0] ?? '',
          areaLabel: page.meta.area ?? '',
          excerpt: plainText(page.plain_excerpt ?? page.excerpt),
          sections: (page.sub_results ?? [])
            .map((sub) => ({title: sub.title, url: canonicalResultUrl(sub.url)}))
            .filter((sub) => sub.url !== url)
            .slice(0, 3),
        };
      });
      return {hits, total: ranked.length};
    },
  };
}
