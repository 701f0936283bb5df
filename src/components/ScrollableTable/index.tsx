import type {ComponentProps, ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Markdown tables wider than the page scroll sideways inside this wrapper.
 * The wrapper is focusable so keyboard users can scroll it too (WCAG 2.1.1).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className={styles.wrapper} tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
      <table {...props} />
    </div>
  );
}
