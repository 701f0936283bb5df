import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import type {TagEntry} from '../model';
import styles from './styles.module.css';

type Props = {tag: TagEntry};

/** /tags/<tag>: the pages of every docs area that carry one tag. */
export default function TagPage({tag}: Props): ReactNode {
  const count = tag.pages.length;
  return (
    <Layout title={`Pages tagged "${tag.label}"`} description={tag.description}>
      <main className="container margin-vert--lg">
        <p className={styles.breadcrumb}>
          <Link to="/tags">All tags</Link>
        </p>
        <Heading as="h1">Pages tagged “{tag.label}”</Heading>
        <p className={styles.lead}>{tag.description}</p>
        {count === 0 ? (
          <p className={styles.empty} role="status">
            No page carries this tag yet. Pages about this topic are still being written; browse{' '}
            <Link to="/tags">all tags</Link> or start from the <Link to="/">documentation home</Link>.
          </p>
        ) : (
          <>
            <p>
              {count} {count === 1 ? 'page' : 'pages'}
            </p>
            <ul className={styles.pageList}>
              {tag.pages.map((page) => (
                <li key={page.permalink} className={styles.pageItem}>
                  <span className={styles.area}>{page.areaLabel}</span>
                  <Link to={page.permalink} className={styles.pageTitle}>
                    {page.title}
                  </Link>
                  <p className={styles.pageDescription}>{page.description}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </Layout>
  );
}
