import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {useId, useState, type ReactNode} from 'react';
import {byRelease, compareVersions, docUrl, EDITIONS, SINCE, SINCE_KINDS, titleParts, versionAnchor, type SinceEntry} from '../../data/since';
import {readerVersion} from './version';
import styles from './styles.module.css';

type Props = {
  /** `picker` (default): the "What changed since my version" page, with its version form; `list`: the plain list (What's new). */
  mode?: 'picker' | 'list';
};

function Entry({entry}: {entry: SinceEntry}): ReactNode {
  return (
    <li data-since-entry={entry.id} data-since={entry.since}>
      <span className={styles.kind}>{SINCE_KINDS[entry.kind]}</span> <Link to={docUrl(entry.doc)}>
        {titleParts(entry.title).map((part, index) => (part.code ? <code key={index}>{part.text}</code> : part.text))}
      </Link>: {entry.summary}
      {entry.edition !== 'Community' && <span className={styles.edition}> ({EDITIONS[entry.edition]})</span>}
    </li>
  );
}

/**
 * Every change after Strapi 5.0.0 from src/data/since-entries.json, grouped by release, newest first. The
 * server renders the whole list, so the page works without JavaScript; in the browser the reader
 * types a version or pastes a package.json and sees only what came after it (kept in `?from=`).
 */
export default function ChangesSince({mode = 'picker'}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const latest = useDocusaurusContext().siteConfig.customFields?.strapiVersion as string;
  const fieldId = useId();
  const fromQuery = isBrowser && mode === 'picker' ? (new URLSearchParams(location.search).get('from') ?? '') : '';
  const [input, setInput] = useState<string | undefined>(undefined);
  const text = input ?? fromQuery;
  const result = text.trim() === '' ? undefined : readerVersion(text, latest);
  const from = result && 'version' in result ? result.version : undefined;
  const releases = byRelease(from ? SINCE.filter((entry) => compareVersions(entry.since, from) > 0) : SINCE);
  const count = releases.reduce((sum, release) => sum + release.entries.length, 0);

  const submit = (value: string) => {
    setInput(value);
    const found = readerVersion(value, latest);
    const search = 'version' in found ? `?from=${encodeURIComponent(found.version)}` : '';
    history.replace({pathname: location.pathname, search, hash: ''});
  };

  return (
    <div className={styles.changes}>
      {isBrowser && mode === 'picker' && (
        <form
          className={styles.form}
          aria-label="Show the changes since your version"
          onSubmit={(event) => {
            event.preventDefault();
            submit(String(new FormData(event.currentTarget).get('version') ?? ''));
          }}>
          <label htmlFor={fieldId}>Your Strapi version, or your whole package.json</label>
          <textarea id={fieldId} name="version" rows={2} defaultValue={fromQuery} placeholder="5.12.3" spellCheck={false} className={styles.field} />
          <button type="submit" className="button button--primary">
            Show what changed
          </button>
          <p role="status" className={styles.status}>
            {result === undefined
              ? `Showing every change from 5.0.0 to ${latest}.`
              : 'error' in result
                ? result.error
                : `${count} change${count === 1 ? '' : 's'} between Strapi ${result.version} and ${latest}${result.from !== result.version ? ` (read from ${result.from})` : ''}.`}
          </p>
        </form>
      )}
      {releases.map((release) => (
        <section key={release.version} aria-labelledby={versionAnchor(release.version)}>
          {/* @theme/Heading registers the anchor, so the build checks the badges' links to it. */}
          <Heading as="h3" id={versionAnchor(release.version)} className={styles.release}>
            Strapi {release.version}
          </Heading>
          <ul>
            {release.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
      {releases.length === 0 && <p>Nothing changed after Strapi {from} that these docs cover.</p>}
    </div>
  );
}
