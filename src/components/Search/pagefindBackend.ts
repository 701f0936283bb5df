import {canonicalResultUrl, PAGEFIND_OPTIONS, rankedSearch, safeExcerpt, type SearchBackend, type SearchOutcome, type SearchResult} from './model';

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
    // Ranking and the partial matches below: ./model (shared with the docs MCP server's search_docs).
    await module.options({...PAGEFIND_OPTIONS, baseUrl});
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
      const filters = area ? {filters: {area}} : undefined;
      const ranked = await rankedSearch((terms) => pagefind.search(terms, filters), query);
      const data = await Promise.all(ranked.slice(0, limit).map((result) => result.data()));
      const clean = canonicalResultUrl;
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
