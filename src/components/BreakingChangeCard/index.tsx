import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type CodemodSupport = 'yes' | 'partly' | 'no';

type Props = {
  /** Does the change affect plugins (and not only applications)? */
  affectsPlugins: boolean;
  /** Is the change handled by a codemod of the upgrade tool? */
  codemod: CodemodSupport;
  /** Name of the codemod, when there is one. */
  codemodName?: string;
};

const CODEMOD_TEXT: Record<CodemodSupport, string> = {
  yes: 'Yes',
  partly: 'Partly',
  no: 'No',
};

function Icon({kind}: {kind: 'yes' | 'partly' | 'no'}): ReactNode {
  const paths = {
    yes: 'M4 10.5l4 4 8-9',
    partly: 'M4 10h12',
    no: 'M5 5l10 10M15 5L5 15',
  } as const;
  return (
    <svg className={styles[kind]} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Summary box at the top of a v4 → v5 breaking-change page. */
export default function BreakingChangeCard({affectsPlugins, codemod, codemodName}: Props): ReactNode {
  return (
    <aside className={styles.card} aria-label="Breaking change summary">
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Affects plugins</dt>
          <dd>
            <Icon kind={affectsPlugins ? 'yes' : 'no'} />
            {affectsPlugins ? 'Yes' : 'No'}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Handled by a codemod</dt>
          <dd>
            <Icon kind={codemod} />
            {CODEMOD_TEXT[codemod]}
            {codemodName !== undefined && codemod !== 'no' && (
              <>
                {' '}
                (<code>{codemodName}</code>)
              </>
            )}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
