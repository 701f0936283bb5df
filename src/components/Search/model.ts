/**
 * Search results as the site shows them, whatever the back end (the local
 * Pagefind index or Algolia DocSearch), and their conversion to the hit shape
 * the DocSearch modal renders. Pure functions: unit-tested.
 */

export type SearchSubResult = {title: string; url: string; excerpt: string};

export type SearchResult = {
  url: string;
  title: string;
  areaId: string;
  areaLabel: string;
  /** Safe HTML: escaped text with <mark> around matched words. */
  excerpt: string;
  subResults: SearchSubResult[];
};

export type SearchOutcome = {results: SearchResult[]; total: number};

export type SearchOptions = {area?: string; limit: number};

export interface SearchBackend {
  search(query: string, options: SearchOptions): Promise<SearchOutcome>;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/**
 * Make an excerpt safe to render as HTML: everything is escaped except the
 * <mark> and </mark> tags the search engine puts around matches.
 */
export function safeExcerpt(html: string): string {
  const withoutTags = html.replace(/<(\/?)mark>/g, '\u0000$1\u0001');
  const decoded = withoutTags
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');
  return escapeHtml(decoded).replace(/\u0000(\/?)\u0001/g, '<$1mark>');
}

/**
 * How queries are turned into ranked pages (stop words, all-but-one-word matches, Pagefind's
 * options) lives in a plain JavaScript module shared with the docs MCP server
 * (packages/docs-mcp), so an AI client's `search_docs` ranks pages exactly as this search does.
 */
export {
  canonicalResultUrl,
  mergeRankings,
  PAGEFIND_OPTIONS,
  PARTIAL_MATCH_WEIGHT,
  PARTIAL_MATCH_WORDS,
  rankedSearch,
  searchTerms,
} from '../../../packages/docs-mcp/src/ranking.js';

/** Put the results of one area first, keeping the engine's order otherwise. */
export function preferArea(results: SearchResult[], area: string | undefined): SearchResult[] {
  return area === undefined ? results : matchingFirst(results, (result) => result.areaId === area);
}

/** The items that match first, then the others, each group in its original order. */
export function matchingFirst<T>(items: T[], matches: (item: T) => boolean): T[] {
  return [...items.filter(matches), ...items.filter((item) => !matches(item))];
}

type Level = {value: string; matchLevel: 'full' | 'none'; matchedWords: string[]};

function level(value: string, full = false): Level {
  return {value, matchLevel: full ? 'full' : 'none', matchedWords: []};
}

export type DocSearchLikeHit = {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2';
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: {hierarchy: Record<string, Level>; content?: Level};
  _snippetResult: {hierarchy?: Record<string, Level>; content?: {value: string; matchLevel: 'full' | 'none'}};
};

/** One page hit plus up to `maxSections` section hits, grouped by area in the modal. */
export function toDocSearchHits(results: SearchResult[], maxSections = 3): DocSearchLikeHit[] {
  return results.flatMap((result, index) => {
    const lvl0 = escapeHtml(result.areaLabel);
    const lvl1 = escapeHtml(result.title);
    const page: DocSearchLikeHit = {
      objectID: `${index}-page`,
      url: result.url,
      type: 'lvl1',
      content: result.excerpt,
      hierarchy: {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      _highlightResult: {hierarchy: {lvl0: level(lvl0), lvl1: level(lvl1, true)}, content: level(result.excerpt, true)},
      _snippetResult: {content: {value: result.excerpt, matchLevel: 'full'}},
    };
    const sections = result.subResults
      .filter((sub) => sub.url !== result.url && sub.title !== result.title)
      .slice(0, maxSections)
      .map<DocSearchLikeHit>((sub, subIndex) => {
        const lvl2 = escapeHtml(sub.title);
        return {
          objectID: `${index}-${subIndex}`,
          url: sub.url,
          type: 'lvl2',
          content: sub.excerpt,
          hierarchy: {lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
          _highlightResult: {
            hierarchy: {lvl0: level(lvl0), lvl1: level(lvl1), lvl2: level(lvl2, true)},
            content: level(sub.excerpt, true),
          },
          _snippetResult: {
            hierarchy: {lvl2: level(lvl2, true)},
            content: {value: sub.excerpt, matchLevel: 'full'},
          },
        };
      });
    return [page, ...sections];
  });
}

/**
 * What the modal shows when the index cannot be loaded: one entry with the
 * error (DocSearch's own error screen only reacts to Algolia network errors),
 * linking to the search page, which explains the same.
 */
export function unavailableHits(query: string, searchPage: string, notBuilt: boolean): DocSearchLikeHit[] {
  const title = notBuilt ? 'Search index not built; run npm run build.' : 'Unable to fetch results';
  const detail = notBuilt
    ? 'The dev server serves the index of the last production build only.'
    : 'You might want to check your network connection.';
  return toDocSearchHits([
    {
      url: `${searchPage}?q=${encodeURIComponent(query)}`,
      title,
      areaId: '',
      areaLabel: 'Search unavailable',
      excerpt: escapeHtml(detail),
      subResults: [],
    },
  ]);
}

/** The docs area of a pathname, for contextual search. */
export function areaOfPath(pathname: string, baseUrl: string): string | undefined {
  const rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const first = rest.split('/')[0];
  return ['dev-docs', 'user-docs', 'cloud'].includes(first) ? first : undefined;
}
