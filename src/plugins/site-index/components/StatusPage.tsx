import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import {SITE_VERSION} from '@site/config/constants';
import {PAGE_STATUSES, type ExampleFigures, type PageStatus, type StatusReport} from '../model';
import styles from './styles.module.css';

export const CLOUD_STATUS_URL = 'https://status.strapi.io';

type Props = {report: StatusReport};

const STATUS_LABELS: Record<PageStatus, string> = {draft: 'Draft', review: 'In review', ready: 'Ready'};

function formatDate(timestamp: number | null): string {
  if (timestamp === null) return 'Not committed yet';
  return new Date(timestamp).toISOString().slice(0, 10);
}

function figure({verified, total}: ExampleFigures): string {
  return total === 0 ? '–' : `${verified} of ${total}`;
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
          {report.proofs.examples.verified} of {report.proofs.examples.total} examples run against a real Strapi{' '}
          {report.strapiVersion} on every change: API calls, runnable code and client scripts, the request URLs of code
          blocks and the error statuses that troubleshooting tables promise, GraphQL operations with their documented
          responses, and the codemods the migration pages name. CI fails when a documented request, response or output
          stops matching what Strapi does. And{' '}
          <span data-total="boots">
            {report.proofs.boots.verified} of {report.proofs.boots.total}
          </span>{' '}
          documented <code>config/*</code> files boot the reference app. The others are excluded with a written reason,
          such as needing an email server or a PostgreSQL database.
        </p>
        <Heading as="h2" id="proven-code">
          Checked samples and command lines
        </Heading>
        <p>
          <span data-total="types">
            {report.proofs.types.verified} of {report.proofs.types.total}
          </span>{' '}
          other code samples are proven without running them: JavaScript and TypeScript samples of the developer docs
          (outside the integration guides) type-check against the Strapi {report.strapiVersion} types and the reference
          app&apos;s content-types (the migration guide&apos;s Strapi 4 samples against the Strapi 4.26 types), and
          GraphQL operations validate against its schema; and{' '}
          <span data-total="commands">
            {report.proofs.commands.verified} of {report.proofs.commands.total}
          </span>{' '}
          Strapi command lines name a real command and flags of its pinned CLI. The others are excluded with a written
          reason, such as Strapi 4 admin panel code, whose packages are gone.
        </p>
        <Heading as="h2" id="proven-text">
          Proven labels and messages
        </Heading>
        <p>
          <span data-total="labels">
            {report.proofs.labels.verified} of {report.proofs.labels.total}
          </span>{' '}
          admin panel labels that the developer docs and the user guide put in bold in steps and tables are English strings
          of the Strapi {report.strapiVersion} admin packages, and{' '}
          <span data-total="messages">
            {report.proofs.messages.verified} of {report.proofs.messages.total}
          </span>{' '}
          quoted errors, prompts and log lines occur verbatim in its packages: CI checks each one. The others are excluded
          with a written reason, such as coming from the Strapi Cloud dashboard, which no package holds.
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
                    <th scope="col">Booted config</th>
                    <th scope="col">Checked samples</th>
                    <th scope="col">Checked commands</th>
                    <th scope="col">Proven labels</th>
                    <th scope="col">Proven messages</th>
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
                        {figure(page.examples)}
                      </td>
                      <td data-boots={`${page.boots.verified}/${page.boots.total}`}>{figure(page.boots)}</td>
                      <td data-types={`${page.types.verified}/${page.types.total}`}>{figure(page.types)}</td>
                      <td data-commands={`${page.commands.verified}/${page.commands.total}`}>{figure(page.commands)}</td>
                      <td data-labels={`${page.labels.verified}/${page.labels.total}`}>{figure(page.labels)}</td>
                      <td data-messages={`${page.messages.verified}/${page.messages.total}`}>{figure(page.messages)}</td>
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
