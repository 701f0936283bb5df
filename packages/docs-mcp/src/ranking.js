// @ts-check
/**
 * How the docs' search ranks pages, in one place for both of its users: the site's search
 * (src/components/Search/model.ts re-exports it; pagefindBackend.ts runs it in the browser) and the
 * docs MCP server's `search_docs` tool (./search.js runs it in Node). Both query the same Pagefind
 * index with the same options, so an AI client gets the pages a reader would get for the same words.
 * Plain JavaScript with JSDoc types: Node runs it without a build step, and the site's bundler and
 * TypeScript read it as they are.
 */

/**
 * Words that say nothing about what a reader looks for ("how do I hide a
 * field from the response"). Pagefind only returns pages that contain every
 * word of a query, so one of these missing from the page that answers it
 * ("my", "I") would rule that page out.
 */
const STOP_WORDS = new Set(
  (
    'a an the my our your their its it i me we you they this that these those ' +
    'is are was were be been am do does did can could should would will shall ' +
    'how what which where when why who whom whose ' +
    'to of in on at by for from with into onto about as and or so if then there'
  ).split(' '),
);

/**
 * The words of a query worth searching for: stop words dropped, unless the
 * query has nothing else or quotes an exact phrase.
 * @param {string} query
 * @returns {string}
 */
export function searchTerms(query) {
  const trimmed = query.trim();
  if (trimmed.includes('"')) {
    return trimmed;
  }
  const words = trimmed.split(/\s+/);
  const kept = words.filter((word) => !STOP_WORDS.has(word.toLowerCase().replace(/[?!.,;:]+$/, '')));
  return (kept.length > 0 ? kept : words).join(' ');
}

/**
 * One ranking out of several searches: each entry keeps its best score, a
 * search's scores multiplied by its weight. Used to also rank pages that match
 * all but one word of a query, below the pages that match every word.
 * @template {{id: string, score: number}} T
 * @param {Array<{results: T[], weight: number}>} searches
 * @returns {T[]}
 */
export function mergeRankings(searches) {
  /** @type {Map<string, {item: T, score: number}>} */
  const best = new Map();
  for (const {results, weight} of searches) {
    for (const item of results) {
      const score = item.score * weight;
      const known = best.get(item.id);
      if (known === undefined || known.score < score) {
        best.set(item.id, {item, score});
      }
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score).map(({item}) => item);
}

/**
 * Pagefind's options. The index holds each page's description as metadata
 * (src/plugins/post-build/search-index/prepare.ts): descriptions summarize a page in the words
 * readers search with, so a query matching them ranks the page higher. Excerpts of 24 words.
 */
export const PAGEFIND_OPTIONS = {excerptLength: 24, ranking: {metaWeights: {description: 2}}};

/**
 * Pagefind only returns pages that contain every word of a query. For queries
 * of three to six words, pages that contain all words but one are ranked too,
 * their scores lowered by this factor: a reader's wording rarely matches the
 * page that answers it word for word. (One more search per word: longer
 * queries are left as they are.)
 */
export const PARTIAL_MATCH_WEIGHT = 0.85;
export const PARTIAL_MATCH_WORDS = {min: 3, max: 6};

/**
 * The pages matching a query, best first: the search of its meaningful words (`searchTerms`), and
 * for 3 to 6 words without a quoted phrase, the searches leaving one word out, merged below the
 * full matches. `search` is Pagefind's (or anything answering the same way); null means no results.
 * @template {{id: string, score: number}} T
 * @param {(terms: string) => Promise<{results: T[]} | null>} search
 * @param {string} query
 * @returns {Promise<T[]>}
 */
export async function rankedSearch(search, query) {
  const terms = searchTerms(query);
  const response = await search(terms);
  if (response === null) {
    return [];
  }
  const words = terms.split(' ');
  if (words.length < PARTIAL_MATCH_WORDS.min || words.length > PARTIAL_MATCH_WORDS.max || terms.includes('"')) {
    return response.results;
  }
  const searches = [{results: response.results, weight: 1}];
  for (const [index] of words.entries()) {
    const partial = await search(words.filter((_, other) => other !== index).join(' '));
    searches.push({results: partial?.results ?? [], weight: PARTIAL_MATCH_WEIGHT});
  }
  return mergeRankings(searches);
}

/**
 * A result URL as the site links it: Pagefind's URLs end with a slash (`/dev-docs/api/rest/`,
 * `/dev-docs/api/rest/#filters`); the site's canonical URLs do not.
 * @param {string} url
 * @returns {string}
 */
export function canonicalResultUrl(url) {
  return url.replace(/(.)\/(#|$)/, '$1$2');
}
