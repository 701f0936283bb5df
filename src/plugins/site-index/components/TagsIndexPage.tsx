import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import type {TagEntry} from '../model';
import styles from './styles.module.css';

type Props = {tags: Array<Omit<TagEntry, 'pages'> & {count: number}>};

/** /tags: every tag of the three docs areas with its page count. */
export default function TagsIndexPage({tags}: Props): ReactNode {
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Layout title="Tags" description="Every topic tag used across the developer docs, user guide and Strapi Cloud docs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Tags</Heading>
        <p className={styles.lead}>
          Topics that pages of the Developer Docs, the User Guide and the Strapi Cloud docs are tagged with.
        </p>
        <ul className={styles.tagGrid}>
          {sorted.map((tag) => (
            <li key={tag.key}>
              <Link to={tag.permalink} className={styles.tagCard}>
                <span className={styles.tagLabel}>{tag.label}</span>
                <span className={styles.count}>
                  {tag.count} {tag.count === 1 ? 'page' : 'pages'}
                </span>
                <span className={styles.tagDescription}>{tag.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
