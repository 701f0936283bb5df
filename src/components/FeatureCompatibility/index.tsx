import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ReactNode} from 'react';
import {docUrl, EDITIONS, SINCE, SINCE_KINDS, titleParts, versionAnchor} from '../../data/since';
import {filterFeatures, NO_COMPATIBILITY_FILTERS, parseCompatibilityFilters, serializeCompatibilityFilters, type CompatibilityFilters} from './filters';
import styles from './styles.module.css';

const CHANGES_PAGE = '/dev-docs/whats-changed';

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
  const update = (change: Partial<CompatibilityFilters>) =>
    history.replace({pathname: location.pathname, search: serializeCompatibilityFilters({...filters, ...change}), hash: location.hash});

  return (
    <div>
      {isBrowser && (
        <form className={styles.filters} aria-label="Filter the features" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.field}>
            <label htmlFor="fc-q">Search</label>
            <input id="fc-q" type="search" className={styles.input} value={filters.q} maxLength={80} onChange={(event) => update({q: event.target.value})} />
          </div>
          <div className={styles.field}>
            <label htmlFor="fc-kind">Kind</label>
            <select id="fc-kind" className={styles.input} value={filters.kind} onChange={(event) => update({kind: event.target.value as CompatibilityFilters['kind']})}>
              <option value="any">Any</option>
              {Object.entries(SINCE_KINDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="fc-edition">Self-hosted edition</label>
            <select id="fc-edition" className={styles.input} value={filters.edition} onChange={(event) => update({edition: event.target.value as CompatibilityFilters['edition']})}>
              <option value="any">Any</option>
              {Object.entries(EDITIONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="fc-cloud">On Strapi Cloud</label>
            <select id="fc-cloud" className={styles.input} value={filters.cloud} onChange={(event) => update({cloud: event.target.value as CompatibilityFilters['cloud']})}>
              <option value="any">Any</option>
              <option value="yes">Yes</option>
              <option value="no">No</option>
            </select>
          </div>
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
