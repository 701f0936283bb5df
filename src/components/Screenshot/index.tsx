/**
 * A picture of the admin panel, captured by `npm run screenshots`. Pages write
 * `<Screenshot name="…" alt="…" />`; the screenshots remark plugin adds the rest (src, srcDark,
 * width, height, loading). With a dark variant, each colour mode shows its own picture; the other
 * is display:none, so the browser does not download it. Clicking zooms (the site's image zoom).
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  name: string;
  alt: string;
  src: string;
  srcDark?: string;
  width: string | number;
  height: string | number;
  loading?: 'eager' | 'lazy';
};

export default function Screenshot({name, alt, src, srcDark, width, height, loading = 'lazy'}: Props): ReactNode {
  const light = useBaseUrl(src);
  const dark = useBaseUrl(srcDark ?? src);
  const common = {alt, width: Number(width), height: Number(height), loading, decoding: 'async' as const};
  return (
    <figure className={styles.screenshot} data-screenshot={name}>
      <img {...common} src={light} className={clsx(styles.image, srcDark && styles.lightOnly)} />
      {srcDark && <img {...common} src={dark} className={clsx(styles.image, styles.darkOnly)} />}
    </figure>
  );
}
