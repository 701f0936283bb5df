import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import type {DocsAreaId} from '@site/config/constants';
import {useExistingDocLinks, type DocLinkCandidate} from './useExistingDocLinks';
import styles from './styles.module.css';

type Props = {
  area: DocsAreaId;
  links: readonly DocLinkCandidate[];
  max?: number;
  /** Accessible name of the list. */
  label: string;
};

/** A list of links to docs of one area, showing only the pages that exist. */
export default function QuickLinks({area, links, max, label}: Props): ReactNode {
  const existing = useExistingDocLinks(area, links, max);
  if (existing.length === 0) {
    return null;
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {existing.map((link) => (
        <li key={link.docId}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
