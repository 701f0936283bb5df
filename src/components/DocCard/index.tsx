import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import {useIsUnwrittenDoc} from '@site/src/components/QuickLinks/useExistingDocLinks';
import styles from './styles.module.css';

type DocCardProps = {
  title: string;
  description: string;
  /** A site URL (`/dev-docs/api/rest`) or an external URL. */
  to: string;
  /** A small decorative icon, such as an emoji or an inline SVG. */
  icon?: ReactNode;
};

/** A linked card pointing at another page, for landing pages. Hidden while its page is not written. */
export function DocCard({title, description, to, icon}: DocCardProps): ReactNode {
  if (useIsUnwrittenDoc(to)) {
    return null;
  }
  return (
    <Link to={to} className={styles.card}>
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading as="h3" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
    </Link>
  );
}

type DocCardGridProps = {children: ReactNode};

/** A responsive grid of DocCards: one column on phones, up to three on wide screens. */
export function DocCardGrid({children}: DocCardGridProps): ReactNode {
  return <div className={styles.grid}>{children}</div>;
}

export default DocCard;
