import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import QuickLinks from '@site/src/components/QuickLinks';
import {SITE_VERSION} from '@site/config/constants';
import {HOME_AREAS, type HomeArea} from './areas';
import styles from './styles.module.css';

function AreaCard({area}: {area: HomeArea}): ReactNode {
  const headingId = `area-${area.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-area={area.id}>
      <p className={styles.audience}>{area.audience}</p>
      <Heading as="h2" id={headingId} className={styles.cardTitle}>
        <Link to={area.intro}>{area.title}</Link>
      </Heading>
      <p>{area.description}</p>
      <QuickLinks area={area.id} links={area.quickLinks} max={5} label={`${area.title}: popular pages`} />
      <Link className={styles.cardCta} to={area.intro}>
        Start with the {area.title} introduction
      </Link>
    </section>
  );
}

export default function HomePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Home"
      description="Documentation for Strapi 5: developer docs, user guide for the admin panel, and Strapi Cloud hosting.">
      <header className={styles.hero}>
        <div className="container">
          <p className={styles.version}>Strapi {SITE_VERSION}</p>
          <Heading as="h1" className={styles.heroTitle}>
            {siteConfig.title}
          </Heading>
          <p className={styles.heroLead}>
            Strapi is an open-source headless CMS: you model content in an admin panel, and Strapi serves it to any
            front end through REST and GraphQL APIs. Pick the guide that matches what you are here to do.
          </p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className={styles.grid}>
          {HOME_AREAS.map((area) => (
            <AreaCard key={area.id} area={area} />
          ))}
        </div>
        <section className={clsx(styles.help, "prose")} aria-labelledby="home-help">
          <Heading as="h2" id="home-help">
            Not sure where to start?
          </Heading>
          <ul>
            <li>
              You write code, run servers or build a front end: open the <Link to="/dev-docs/intro">Developer Docs</Link>.
            </li>
            <li>
              You write or publish content, or manage the people who do: open the{' '}
              <Link to="/user-docs/intro">User Guide</Link>.
            </li>
            <li>
              Your project is (or will be) hosted by Strapi: open the <Link to="/cloud/intro">Strapi Cloud docs</Link>.
            </li>
            <li>
              Your project runs an older Strapi 5: see <Link to="/dev-docs/whats-changed">what changed since your version</Link> and
              the <Link to="/dev-docs/compatibility">feature compatibility table</Link>.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
