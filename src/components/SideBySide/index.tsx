import type {ReactNode} from 'react';
import styles from './styles.module.css';

type SideProps = {
  /** Column heading, e.g. "Strapi 4" or "Strapi 5". */
  title: string;
  children: ReactNode;
};

/** One column of a SideBySide comparison. */
export function Side({title, children}: SideProps): ReactNode {
  return (
    <section className={styles.side} aria-label={title}>
      <p className={styles.title}>{title}</p>
      {children}
    </section>
  );
}

type SideBySideProps = {children: ReactNode};

/** Two columns compared side by side (stacked on narrow screens). */
export function SideBySide({children}: SideBySideProps): ReactNode {
  return <div className={styles.sideBySide}>{children}</div>;
}

export default SideBySide;
