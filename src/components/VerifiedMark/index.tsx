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
};

/** "Examples verified against Strapi X.Y.Z": added by src/plugins/verified-examples to pages whose examples run in CI. */
export default function VerifiedMark({version, verified, total}: Props): ReactNode {
  return (
    <p className={styles.mark} data-verified={verified} data-total={total}>
      <span aria-hidden="true" className={styles.icon}>
        ✓
      </span>{' '}
      Examples verified against Strapi {version}
      <span className={styles.detail}>
        {' '}
        ({verified} of {total} examples run in CI; <Link to="/status#verified-examples">status</Link>)
      </span>
    </p>
  );
}
