import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import {SITE_VERSION} from '@site/config/constants';
import {PAGE_STATUSES, type PageStatus, type StatusReport} from '../model';
import styles from './styles.module.css';

export const CLOUD_STATUS_URL = 'https://status.strapi.io';

type Props = {report: StatusReport};

const STATUS_LABELS: Record<PageStatus, string> = {draft: 'Draft', review: 'In review', ready: 'Ready'};

function formatDate(timestamp: number | null): string {
  if (timestamp === null) return 'Not committed yet';
  return new Date(timestamp).toISOString().slice(0, 10);
}

/** /status: readiness of every docs page, generated at build time. */
export default function StatusPage({report}: Props): ReactNode {
  return (
    <Layout
      title="Documentation status"
      description={`How complete the Strapi ${SITE_VERSION} documentation is: every page of the three areas with its readiness and last update.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Documentation status</Heading>
        <p className={styles.lead}>
          The Strapi 5 documentation ({SITE_VERSION}) is being written. This page is generated from the pages
          themselves each time the site is built. Looking for the status of the Strapi Cloud service instead? See{' '}
          <a href={CLOUD_STATUS_URL}>the Strapi Cloud status page</a>.
        </p>
        <dl className={styles.totals} aria-label="Totals">
          <div>
            <dt>Pages</dt>
            <dd data-total="all">{report.total}</dd>
          </div>
          {PAGE_STATUSES.map((status) => (
            <div key={status}>
              <dt>{STATUS_LABELS[status]}</dt>
              <dd data-total={status}>{report.counts[status]}</dd>
            </div>
          ))}
        </dl>
        <Heading as="h2" id="verified-examples">
          Verified examples
        </Heading>
        <p>
          {report.examples.verified} of {report.examples.total} examples (API calls and runnable code) run against a real
          Strapi {report.strapiVersion} on every change: CI fails when a documented request, response or output stops
          matching what Strapi does. The others are excluded with a written reason, such as needing an email server.
        </p>
        {report.areas.map((area) => (
          <section key={area.id} aria-labelledby={`status-${area.id}`} className={styles.statusArea}>
            <Heading as="h2" id={`status-${area.id}`}>
              {area.label} <span className={styles.count}>({area.pages.length} pages)</span>
            </Heading>
            <div className={styles.tableWrapper} tabIndex={0} role="region" aria-label={`${area.label} pages`}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last updated</th>
                    <th scope="col">Verified examples</th>
                  </tr>
                </thead>
                <tbody>
                  {area.pages.map((page) => (
                    <tr key={page.permalink}>
                      <td>
                        <Link to={page.permalink}>{page.title}</Link>
                      </td>
                      <td>
                        <span className={styles[page.status]}>{STATUS_LABELS[page.status]}</span>
                      </td>
                      <td>{formatDate(page.lastUpdatedAt)}</td>
                      <td data-examples={`${page.examples.verified}/${page.examples.total}`}>
                        {page.examples.total === 0 ? '–' : `${page.examples.verified} of ${page.examples.total}`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </main>
    </Layout>
  );
}
