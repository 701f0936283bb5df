import {escapeHtml, safeExcerpt, type SearchBackend, type SearchResult} from './model';

type AlgoliaHit = {
  url: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
  _snippetResult?: {content?: {value: string}};
};

const AREA_LABELS: Record<string, string> = {
  'dev-docs': 'Developer Docs',
  'user-docs': 'User Guide',
  cloud: 'Strapi Cloud',
};

/** The hosted back end for the /search page: Algolia's search REST API, no client library needed. */
export function algoliaBackend(appId: string, apiKey: string, indexName: string): SearchBackend {
  return {
    async search(query, {area, limit}) {
      const response = await fetch(
        `https://${appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(indexName)}/query`,
        {
          method: 'POST',
          headers: {'X-Algolia-Application-Id': appId, 'X-Algolia-API-Key': apiKey},
          body: JSON.stringify({
            query,
            hitsPerPage: limit,
            attributesToSnippet: ['content:24'],
            ...(area ? {filters: `url:"/${area}/"`} : {}),
          }),
        },
      );
      if (!response.ok) {
        throw new Error(`Algolia answered ${response.status}`);
      }
      const body = (await response.json()) as {hits: AlgoliaHit[]; nbHits: number};
      const results = body.hits.map<SearchResult>((hit) => {
        const path = new URL(hit.url, 'https://placeholder.invalid').pathname;
        const areaId = path.split('/').find((segment) => segment in AREA_LABELS) ?? '';
        const title = [hit.hierarchy.lvl1, hit.hierarchy.lvl2].filter(Boolean).join(' › ');
        return {
          url: hit.url,
          title: title || hit.url,
          areaId,
          areaLabel: AREA_LABELS[areaId] ?? '',
          excerpt: hit._snippetResult?.content?.value
            ? safeExcerpt(hit._snippetResult.content.value.replace(/<em>/g, '<mark>').replace(/<\/em>/g, '</mark>'))
            : escapeHtml(hit.content ?? ''),
          subResults: [],
        };
      });
      return {results, total: body.nbHits};
    },
  };
}
