import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ReactNode} from 'react';
import {docUrl, EDITIONS, SINCE, SINCE_KINDS, titleParts, versionAnchor} from '../../data/since';
import {filterFeatures, NO_COMPATIBILITY_FILTERS, parseCompatibilityFilters, serializeCompatibilityFilters, type CompatibilityFilters} from './filters';
import styles from './styles.module.css';

const CHANGES_PAGE = '/dev-docs/whats-changed';
const CLOUD = {yes: 'Yes', no: 'No'} as const;

function Select({id, label, value, options, onChange}: {id: string; label: string; value: string; options: Readonly<Record<string, string>>; onChange: (value: string) => void}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={`fc-${id}`}>{label}</label>
      <select id={`fc-${id}`} className={styles.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="any">Any</option>
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Every feature added after Strapi 5.0.0 (src/data/since-entries.json): since which release, what it needs
 * self-hosted, and whether Strapi Cloud has it. The server renders every row; in the browser the
 * filters (kept in the query string) narrow them.
 */
export default function FeatureCompatibility(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const filters = isBrowser ? parseCompatibilityFilters(location.search) : NO_COMPATIBILITY_FILTERS;
  const rows = filterFeatures(SINCE, filters);
  // Parsing the new query string again drops unknown values, so a filter is only ever a known one.
  const set = (key: keyof CompatibilityFilters, value: string) => {
    const params = new URLSearchParams(serializeCompatibilityFilters(filters));
    params.set(key, value);
    const search = serializeCompatibilityFilters(parseCompatibilityFilters(`?${params.toString()}`));
    history.replace({pathname: location.pathname, search, hash: location.hash});
  };

  return (
    <div>
      {isBrowser && (
        <form className={styles.filters} aria-label="Filter the features" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.field}>
            <label htmlFor="fc-q">Search</label>
            <input id="fc-q" type="search" className={styles.input} value={filters.q} maxLength={80} onChange={(event) => set('q', event.target.value)} />
          </div>
          <Select id="kind" label="Kind" value={filters.kind} options={SINCE_KINDS} onChange={(value) => set('kind', value)} />
          <Select id="edition" label="Self-hosted edition" value={filters.edition} options={EDITIONS} onChange={(value) => set('edition', value)} />
          <Select id="cloud" label="On Strapi Cloud" value={filters.cloud} options={CLOUD} onChange={(value) => set('cloud', value)} />
          <p role="status" className={styles.count}>
            {rows.length} of {SINCE.length} features
          </p>
        </form>
      )}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Since</th>
              <th scope="col">Kind</th>
              <th scope="col">Self-hosted</th>
              <th scope="col">Strapi Cloud</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.id} id={entry.id} data-since-entry={entry.id}>
                <td>
                  <Link to={docUrl(entry.doc)}>
        {titleParts(entry.title).map((part, index) => (part.code ? <code key={index}>{part.text}</code> : part.text))}
      </Link>
                </td>
                <td>
                  <Link to={`${CHANGES_PAGE}#${versionAnchor(entry.since)}`}>{entry.since}</Link>
                </td>
                <td>{SINCE_KINDS[entry.kind]}</td>
                <td>{EDITIONS[entry.edition]}</td>
                <td>{entry.cloud ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
