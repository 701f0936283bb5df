/**
 * The DocSearch modal, loaded only when a reader opens search. With the local
 * back end, DocSearch's Algolia client is swapped for one that asks the
 * Pagefind index; with Algolia configured, DocSearch talks to Algolia itself.
 */
import '@docsearch/css/dist/style.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {DocSearchModal} from '@docsearch/react';
import {useEffect, useMemo, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {SearchConfig} from './config';
import {matchingFirst, preferArea, toDocSearchHits, unavailableHits, type SearchBackend} from './model';
import {IndexNotBuiltError, pagefindBackend} from './pagefindBackend';
import './modal.css';

type Props = {
  config: SearchConfig;
  area: string | undefined;
  initialQuery: string;
  onReady: () => void;
  onClose: () => void;
};

type SearchRequest = {query?: string};

/** Results of the local index in the response shape DocSearch expects from Algolia. */
async function searchLocally(
  backend: SearchBackend,
  requests: SearchRequest[],
  area: string | undefined,
  searchPage: string,
) {
  const query = requests[0]?.query ?? '';
  let hits;
  try {
    const outcome = await backend.search(query, {limit: 8});
    hits = toDocSearchHits(preferArea(outcome.results, area));
  } catch (error) {
    hits = unavailableHits(query, searchPage, error instanceof IndexNotBuiltError);
  }
  return {
    results: requests.map(() => ({
      hits,
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: hits.length,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query,
      params: '',
    })),
  };
}


export default function SearchModal({config, area, initialQuery, onReady, onClose}: Props): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const searchPage = useBaseUrl('/search');
  const backend = useMemo(() => pagefindBackend(baseUrl), [baseUrl]);
  const local = config.kind === 'local';
  useEffect(() => onReady(), [onReady]);
  useEffect(() => {
    // Lets the modal's CSS drop the "Powered by Algolia" logo when Algolia is not involved.
    document.documentElement.dataset.searchBackend = config.kind;
  }, [config.kind]);

  return createPortal(
    <DocSearchModal
      appId={local ? 'local' : config.appId}
      apiKey={local ? 'local' : config.apiKey}
      indexName={local ? 'strapi-docs' : config.indexName}
      initialQuery={initialQuery}
      placeholder="Search the Strapi 5 docs"
      maxResultsPerGroup={8}
      onClose={onClose}
      initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
      transformSearchClient={(client) =>
        local
          ? Object.assign(client, {
              search: (request: {requests: SearchRequest[]}) =>
                searchLocally(backend, request.requests, area, searchPage),
            })
          : client
      }
      // Local results are already ordered by searchLocally; Algolia's are ordered here, by URL.
      transformItems={(items) =>
        local || area === undefined ? items : matchingFirst(items, (item) => item.url.includes(`/${area}/`))
      }
      navigator={{
        navigate({itemUrl}) {
          history.push(itemUrl);
        },
      }}
      hitComponent={({hit, children}) => (
        // A plain link: Docusaurus's Link would prefetch every hit's page while results render.
        <a
          href={hit.url}
          onClick={(event) => {
            event.preventDefault();
            onClose();
            history.push(hit.url);
          }}>
          {children}
        </a>
      )}
      resultsFooterComponent={({state}) => (
        <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
          See all results for “{state.query}” in every area
        </Link>
      )}
    />,
    document.body,
  );
}
