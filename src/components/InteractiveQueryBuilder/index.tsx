import CodeBlock from '@theme/CodeBlock';
import {useId, useState, type ReactNode} from 'react';
import {buildQuery} from './buildQuery';
import styles from './styles.module.css';

export const DEFAULT_QUERY = `{
  filters: {
    title: { $containsi: 'strapi' },
    category: { name: { $eq: 'Tutorials' } },
  },
  populate: ['cover', 'category'],
  fields: ['title', 'slug', 'publishedAt'],
  sort: ['publishedAt:desc'],
  pagination: { page: 1, pageSize: 10 },
  locale: 'en',
}`;

type Props = {
  /** The endpoint the parameters are sent to. */
  endpoint?: string;
  /** The object shown when the page opens. */
  initialQuery?: string;
};

/** Edit an object of REST parameters and see the query string Strapi expects. */
export default function InteractiveQueryBuilder({
  endpoint: initialEndpoint = '/api/articles',
  initialQuery = DEFAULT_QUERY,
}: Props): ReactNode {
  const id = useId();
  const [endpoint, setEndpoint] = useState(initialEndpoint);
  const [source, setSource] = useState(initialQuery);
  const result = buildQuery(source, endpoint);
  const [lastGood, setLastGood] = useState(() => {
    const first = buildQuery(initialQuery, initialEndpoint);
    return first.ok ? first.url : initialEndpoint;
  });
  if (result.ok && result.url !== lastGood) {
    setLastGood(result.url);
  }

  return (
    <div className={styles.builder}>
      <label className={styles.label} htmlFor={`${id}-endpoint`}>
        Endpoint
      </label>
      <input
        id={`${id}-endpoint`}
        className={styles.endpoint}
        value={endpoint}
        onChange={(event) => setEndpoint(event.target.value)}
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
        onChange={(event) => setSource(event.target.value)}
        rows={Math.min(Math.max(source.split('\n').length, 6), 24)}
        spellCheck={false}
        aria-invalid={!result.ok}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} className={styles.status} role="status" aria-live="polite">
        {!result.ok && (
          <p className={styles.error} role="alert">
            {result.error} The URL below is the last valid one.
          </p>
        )}
        {result.ok && result.unknownKeys.length > 0 && (
          <p className={styles.warning}>
            Not a REST API parameter: {result.unknownKeys.map((key) => `"${key}"`).join(', ')}. Strapi rejects
            unknown parameters.
          </p>
        )}
      </div>
      <p className={styles.label}>Encoded request URL</p>
      <CodeBlock language="text" className={styles.output}>
        {`GET ${lastGood}`}
      </CodeBlock>
    </div>
  );
}
