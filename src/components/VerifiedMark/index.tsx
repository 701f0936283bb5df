import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The Strapi version the reference app pins. */
  version: string;
  /** Examples of the page that the live check runs (strings: set by a remark plugin). */
  verified: string;
  /** All examples of the page, including those excluded with a reason. */
  total: string;
  /** What CI proves on the page, in words: "3 of 4 examples run, 12 samples type-checked, 5 UI labels". */
  proven: string;
};

/** "Verified against Strapi X.Y.Z": added by src/remark/verified-examples to pages on which CI proves something. */
export default function VerifiedMark({version, verified, total, proven}: Props): ReactNode {
  return (
    <p className={styles.mark} data-verified={verified} data-total={total}>
      <span aria-hidden="true" className={styles.icon}>
        ✓
      </span>{' '}
      Verified against Strapi {version}
      <span className={styles.detail}>
        {' '}
        ({proven}, in CI; <Link to="/status#verified-examples">status</Link>)
      </span>
    </p>
  );
}
