import type {CSSProperties, ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A Mermaid diagram drawn at build time (src/remark/diagrams): its light and dark images, of which
 * CSS shows the one for the current color mode. On a narrow screen the diagram shrinks only down
 * to the size where its labels stay legible, then scrolls sideways (the wrapper is focusable so
 * keyboard users can scroll it too).
 */
export default function Diagram({width, children}: {width: string; children: ReactNode}): ReactNode {
  const style = {'--diagram-width': `${Number(width) || 600}px`} as CSSProperties;
  return (
    <div className={styles.diagram} style={style} tabIndex={0} role="region" aria-label="Diagram (scrolls sideways)">
      {children}
    </div>
  );
}
