import {mergeRankings, safeExcerpt, searchTerms, type SearchBackend, type SearchOutcome, type SearchResult} from './model';

type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string; area?: string};
  filters?: {area?: string[]};
  sub_results?: Array<{title: string; url: string; excerpt: string}>;
};

type PagefindResult = {id: string; score: number; data(): Promise<PagefindData>};

type Pagefind = {
  options(options: {
    baseUrl?: string;
    excerptLength?: number;
    ranking?: {metaWeights?: Record<string, number>};
  }): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, string>}): Promise<{results: PagefindResult[]} | null>;
};

/**
 * Ranking. The index holds each page's description as metadata (see
 * src/plugins/post-build/search-index/prepare.ts): descriptions summarize a page in the
 * words readers search with, so a query matching them ranks the page higher.
 */
const RANKING = {metaWeights: {description: 2}};

/**
 * Pagefind only returns pages that contain every word of a query. For queries
 * of three to six words, pages that contain all words but one are ranked too,
 * their scores lowered by this factor: a reader's wording rarely matches the
 * page that answers it word for word. (One more search per word: longer
 * queries are left as they are.)
 */
const PARTIAL_MATCH_WEIGHT = 0.85;
const PARTIAL_MATCH_WORDS = {min: 3, max: 6};

/** Raised when the index files are missing: the site was not built (dev server). */
export class IndexNotBuiltError extends Error {}

let loading: Promise<Pagefind> | null = null;

function load(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${baseUrl}pagefind/pagefind.js`;
    let module: Pagefind;
    try {
      module = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    } catch (error) {
      loading = null;
      if (process.env.NODE_ENV === 'development') {
        throw new IndexNotBuiltError('Search index not built; run npm run build.');
      }
      throw error;
    }
    await module.options({baseUrl, excerptLength: 24, ranking: RANKING});
    await module.init();
    return module;
  })();
  return loading;
}

/** The offline back end: the static Pagefind index built with the site. */
export function pagefindBackend(baseUrl: string): SearchBackend {
  return {
    async search(query, {area, limit}): Promise<SearchOutcome> {
      const pagefind = await load(baseUrl);
      const terms = searchTerms(query);
      const filters = area ? {filters: {area}} : undefined;
      const response = await pagefind.search(terms, filters);
      if (response === null) {
        return {results: [], total: 0};
      }
      let ranked = response.results;
      const words = terms.split(' ');
      if (words.length >= PARTIAL_MATCH_WORDS.min && words.length <= PARTIAL_MATCH_WORDS.max && !terms.includes('"')) {
        const searches = [{results: ranked, weight: 1}];
        for (const [index] of words.entries()) {
          const partial = await pagefind.search(words.filter((_, other) => other !== index).join(' '), filters);
          searches.push({results: partial?.results ?? [], weight: PARTIAL_MATCH_WEIGHT});
        }
        ranked = mergeRankings(searches);
      }
      const data = await Promise.all(ranked.slice(0, limit).map((result) => result.data()));
      // Pagefind's URLs end with a slash; the site's canonical URLs do not.
      const clean = (url: string) => url.replace(/(.)\/(#|$)/, '$1$2');
      const results = data.map<SearchResult>((page) => ({
        url: clean(page.url),
        title: page.meta.title ?? page.url,
        areaId: page.filters?.area?.[0] ?? '',
        areaLabel: page.meta.area ?? '',
        excerpt: safeExcerpt(page.excerpt),
        subResults: (page.sub_results ?? []).map((sub) => ({
          title: sub.title,
          url: clean(sub.url),
          excerpt: safeExcerpt(sub.excerpt),
        })),
      }));
      return {results, total: ranked.length};
    },
  };
}
