/*
 * Ejected from @docusaurus/theme-classic 3.10.2, `NotFound/Content` (rated unsafe:
 * the swizzle tool lists only `NotFound`; declared in src/deviations/registry.ts). Why: the not-found page offers the
 * three docs areas and a search box instead of a dead end, and sends legacy
 * `.html` / `/index.html` URLs to their clean equivalent on any static host.
 */
import {Redirect, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import {DOCS_AREAS} from '@site/config/constants';
import {cleanPathname} from './cleanPathname';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const searchAction = useBaseUrl('/search');
  const notFoundPage = useBaseUrl('/404.html');
  // The page is pre-rendered once as 404.html, then served for every unknown
  // path: anything that depends on the real URL waits until after hydration.
  const clean = isBrowser && location.pathname !== notFoundPage ? cleanPathname(location.pathname) : null;
  if (clean !== null) {
    return <Redirect to={{pathname: clean, search: location.search, hash: location.hash}} />;
  }
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at {isBrowser ? <code>{location.pathname}</code> : 'this address'}. It may have moved while
            the Strapi 5 docs are being written, or the link that brought you here has a typo.
          </p>
          <form className={styles.search} action={searchAction} method="get" role="search">
            <label htmlFor="not-found-search">Search the documentation</label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                className={styles.input}
                name="q"
                type="search"
                placeholder="e.g. populate relations"
              />
              <button className="button button--primary" type="submit">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Or start from one of the guides</Heading>
          <ul className={styles.areas}>
            {DOCS_AREAS.map((area) => (
              <li key={area.id}>
                <Link to={area.intro}>{area.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/">Documentation home</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
