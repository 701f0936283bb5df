import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ReactNode} from 'react';
import {BREAKING_CHANGE_AREAS, BREAKING_CHANGES} from '../../data/breaking-changes';
import {filterBreakingChanges, NO_FILTERS, parseFilters, serializeFilters, type Filters} from './filters';
import styles from './styles.module.css';

const BASE = '/dev-docs/migration/v4-to-v5/breaking-changes';
const YES_NO = {yes: 'Yes', no: 'No'} as const;
const CODEMOD = {yes: 'Yes', partly: 'Partly', no: 'No'} as const;

type Option = {value: string; label: string};

function Select({id, label, value, options, onChange}: {id: keyof Filters; label: string; value: string; options: Option[]; onChange: (value: string) => void}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={`bc-${id}`}>{label}</label>
      <select id={`bc-${id}`} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="any">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const entries = <T extends Record<string, string>>(labels: T): Option[] =>
  Object.entries(labels).map(([value, label]) => ({value, label}));

/**
 * The filterable table of every Strapi 4 → 5 breaking change (src/data/breaking-changes.ts).
 * The server renders every row; in the browser the filters come from the query string
 * (`?area=database&codemod=yes`), so a filtered view can be shared, and changing one updates it.
 */
export default function BreakingChangeCatalogue(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const filters = isBrowser ? parseFilters(location.search) : NO_FILTERS;
  const shown = filterBreakingChanges(BREAKING_CHANGES, filters);
  const filtered = serializeFilters(filters) !== '';

  const update = (key: keyof Filters, value: string) => {
    const params = new URLSearchParams(serializeFilters(filters));
    params.set(key, value);
    // Parsing again drops "any" and anything that is not a known value.
    const search = serializeFilters(parseFilters(`?${params.toString()}`));
    history.replace({pathname: location.pathname, search, hash: location.hash});
  };

  return (
    <div className={styles.catalogue}>
      <form className={styles.filters} aria-label="Filter the breaking changes" onSubmit={(event) => event.preventDefault()}>
        <Select id="area" label="Area" value={filters.area} options={entries(BREAKING_CHANGE_AREAS)} onChange={(v) => update('area', v)} />
        <Select id="plugins" label="Affects plugins" value={filters.plugins} options={entries(YES_NO)} onChange={(v) => update('plugins', v)} />
        <Select id="projects" label="Affects projects" value={filters.projects} options={entries(YES_NO)} onChange={(v) => update('projects', v)} />
        <Select id="codemod" label="Codemod" value={filters.codemod} options={entries(CODEMOD)} onChange={(v) => update('codemod', v)} />
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!filtered}
          onClick={() => history.replace({pathname: location.pathname, search: '', hash: location.hash})}>
          Clear filters
        </button>
      </form>
      <p className={styles.count} role="status" aria-live="polite">
        {filtered ? `${shown.length} of ${BREAKING_CHANGES.length} breaking changes match the filters.` : `${BREAKING_CHANGES.length} breaking changes.`}
      </p>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label="Breaking changes (scrolls sideways)">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Breaking change</th>
              <th scope="col">Area</th>
              <th scope="col">Plugins</th>
              <th scope="col">Projects</th>
              <th scope="col">Codemod</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((entry) => (
              <tr key={entry.slug} data-breaking-change={entry.slug}>
                <td>
                  <Link to={`${BASE}/${entry.slug}`}>{entry.title}</Link>
                  <span className={styles.summary}>{entry.summary}</span>
                  {entry.lookFor !== undefined && (
                    <span className={styles.summary}>
                      Look for <code>{entry.lookFor}</code>
                    </span>
                  )}
                </td>
                <td>{BREAKING_CHANGE_AREAS[entry.area]}</td>
                <td>{entry.affectsPlugins ? 'Yes' : 'No'}</td>
                <td>{entry.affectsProjects ? 'Yes' : 'No'}</td>
                <td>
                  {CODEMOD[entry.codemod]}
                  {entry.codemodName !== undefined && entry.codemod !== 'no' && <code className={styles.codemod}>{entry.codemodName}</code>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p>No breaking change matches these filters.</p>}
    </div>
  );
}
