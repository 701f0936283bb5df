import CodeBlock from '@theme/CodeBlock';
import {useId, useRef, useState, type ReactNode} from 'react';
import {useTryIt} from '../ApiCall/tryIt';
import type {QueryResult} from './buildQuery';
import {DEFAULT_ENDPOINT, DEFAULT_QUERY, DEFAULT_URL} from './defaults';
import styles from './styles.module.css';

type Build = typeof import('./buildQuery').buildQuery;

/**
 * Edit an object of REST parameters and see the query string Strapi expects. The parser and the
 * encoder (json5, qs) load on the first edit; until then the default example's URL is shown as
 * written in defaults.ts. Try it sends the current URL to the reader's Strapi (the panel loads
 * when opened, ../ApiCall/tryIt.tsx); a custom query has no recorded response.
 */
export default function InteractiveQueryBuilder(): ReactNode {
  const id = useId();
  const [endpoint, setEndpoint] = useState(DEFAULT_ENDPOINT);
  const [source, setSource] = useState(DEFAULT_QUERY);
  const [build, setBuild] = useState<Build | null>(null);
  const [lastGood, setLastGood] = useState(DEFAULT_URL);
  const loading = useRef(false);

  const loadBuilder = () => {
    if (build !== null || loading.current) return;
    loading.current = true;
    void import('./buildQuery').then((module) => setBuild(() => module.buildQuery));
  };

  const untouched = source === DEFAULT_QUERY && endpoint === DEFAULT_ENDPOINT;
  const result: QueryResult | null =
    build !== null ? build(source, endpoint) : untouched ? {ok: true, url: DEFAULT_URL, unknownKeys: []} : null;
  if (result?.ok && result.url !== lastGood) {
    setLastGood(result.url);
  }
  const [tryButton, tryPanel] = useTryIt({request: {method: 'GET', path: lastGood, auth: 'token', headers: {}}}, styles.tryIt);

  return (
    <div className={styles.builder}>
      <label className={styles.label} htmlFor={`${id}-endpoint`}>
        Endpoint
      </label>
      <input
        id={`${id}-endpoint`}
        className={styles.endpoint}
        value={endpoint}
        onChange={(event) => {
          loadBuilder();
          setEndpoint(event.target.value);
        }}
        onFocus={loadBuilder}
        spellCheck={false}
        autoComplete="off"
      />
      <label className={styles.label} htmlFor={`${id}-query`}>
        Parameters (a JavaScript object)
      </label>
      <textarea
        id={`${id}-query`}
        className={styles.editor}
        value={source}
        onChange={(event) => {
          loadBuilder();
          setSource(event.target.value);
        }}
        onFocus={loadBuilder}
        rows={Math.min(Math.max(source.split('\n').length, 6), 24)}
        spellCheck={false}
        aria-invalid={result !== null && !result.ok}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} className={styles.status} role="status" aria-live="polite">
        {result !== null && !result.ok && (
          <p className={styles.error} role="alert">
            {result.error} The URL below is the last valid one.
          </p>
        )}
        {result?.ok && result.unknownKeys.length > 0 && (
          <p className={styles.warning}>
            Not a REST API parameter: {result.unknownKeys.map((key) => `"${key}"`).join(', ')}. Strapi rejects
            unknown parameters.
          </p>
        )}
      </div>
      <div className={styles.outputHead}>
        <p className={styles.label}>Encoded request URL</p>
        {tryButton}
      </div>
      <CodeBlock language="text" className={styles.output}>
        {`GET ${lastGood}`}
      </CodeBlock>
      {tryPanel}
    </div>
  );
}
