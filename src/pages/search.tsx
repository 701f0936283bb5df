import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {useEffect, useMemo, useState, type FormEvent, type ReactNode} from 'react';
import {DOCS_AREAS} from '@site/config/constants';
import {algoliaBackend} from '@site/src/components/Search/algoliaBackend';
import {useSearchConfig} from '@site/src/components/Search/config';
import type {SearchOutcome} from '@site/src/components/Search/model';
import {IndexNotBuiltError, pagefindBackend} from '@site/src/components/Search/pagefindBackend';
import styles from '@site/src/components/Search/searchPage.module.css';

type State =
  | {kind: 'idle'}
  | {kind: 'loading'}
  | {kind: 'done'; outcome: SearchOutcome}
  | {kind: 'error'; notBuilt: boolean};

const MAX_QUERY_LENGTH = 2000;

export default function SearchPage(): ReactNode {
  const config = useSearchConfig();
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const backend = useMemo(
    () =>
      config.kind === 'algolia'
        ? algoliaBackend(config.appId, config.apiKey, config.indexName)
        : pagefindBackend(baseUrl),
    [config, baseUrl],
  );
  // The page is pre-rendered without a query: read it only after hydration.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const area = DOCS_AREAS.some((candidate) => candidate.id === params.get('area')) ? params.get('area')! : '';
  const [draft, setDraft] = useState('');
  const [state, setState] = useState<State>({kind: 'idle'});

  useEffect(() => {
    setDraft(query);
    if (query.trim() === '') {
      setState({kind: 'idle'});
      return undefined;
    }
    let current = true;
    setState({kind: 'loading'});
    backend
      .search(query, {area: area || undefined, limit: 30})
      .then((outcome) => current && setState({kind: 'done', outcome}))
      .catch((error: unknown) => current && setState({kind: 'error', notBuilt: error instanceof IndexNotBuiltError}));
    return () => {
      current = false;
    };
  }, [backend, query, area]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const q = String(data.get('q') ?? '').trim();
    const a = String(data.get('area') ?? '');
    if (q) next.set('q', q);
    if (a) next.set('area', a);
    history.push({pathname: location.pathname, search: next.toString() ? `?${next}` : ''});
  };

  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search the Strapi 5 documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        <form className={styles.form} role="search" onSubmit={submit}>
          <label htmlFor="search-page-query" className={styles.srOnly}>
            Search terms
          </label>
          <input
            id="search-page-query"
            name="q"
            type="search"
            value={draft}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="e.g. populate a dynamic zone"
            className={styles.input}
          />
          <label htmlFor="search-page-area" className={styles.srOnly}>
            Area
          </label>
          <select id="search-page-area" name="area" defaultValue={area} key={area} className={styles.select}>
            <option value="">All areas</option>
            {DOCS_AREAS.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.kind === 'idle' && (
            <p className={styles.hint}>Type a few words and press Enter. Choose an area to narrow the results.</p>
          )}
          {state.kind === 'loading' && <p>Searching…</p>}
          {state.kind === 'error' && (
            <div className={styles.error} role="alert">
              {state.notBuilt ? (
                <p>Search index not built; run npm run build.</p>
              ) : (
                <>
                  <p className={styles.errorTitle}>Unable to fetch results</p>
                  <p>You might want to check your network connection.</p>
                </>
              )}
            </div>
          )}
          {state.kind === 'done' && state.outcome.results.length === 0 && (
            <div className={styles.empty}>
              <p>
                No results for “<span data-testid="search-query">{query}</span>”
                {area ? ` in ${DOCS_AREAS.find((candidate) => candidate.id === area)?.label}` : ''}.
              </p>
              <p>
                Try fewer or more general words, check the spelling, search all areas, or start from the{' '}
                <Link to="/dev-docs/intro">Developer Docs</Link>, the <Link to="/user-docs/intro">User Guide</Link> or
                the <Link to="/cloud/intro">Strapi Cloud docs</Link>.
              </p>
            </div>
          )}
          {state.kind === 'done' && state.outcome.results.length > 0 && (
            <p>
              {state.outcome.total} {state.outcome.total === 1 ? 'page' : 'pages'} found
            </p>
          )}
        </div>
        {state.kind === 'done' && state.outcome.results.length > 0 && (
          <ol className={styles.results}>
            {state.outcome.results.map((result) => (
              <li key={result.url} className={styles.result}>
                <span className={styles.area}>{result.areaLabel}</span>
                <Link to={result.url} className={styles.title}>
                  {result.title}
                </Link>
                {/* Excerpts are escaped text with <mark> around matches (see safeExcerpt). */}
                <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: result.excerpt}} />
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
