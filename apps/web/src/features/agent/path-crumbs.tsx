import { useTranslation } from '../../i18n/use-translation.ts';
import './agent-texts.ts';
import styles from './agent.module.css';

/** Props of `PathCrumbs`. */
export interface PathCrumbsProps {
  /** The viewed account's path from the asking agent, the agent first. */
  path: readonly string[];
  /** Goes back up to the account at this index of `path`. */
  onPick: (index: number) => void;
}

/** Breadcrumbs of a drill-down into the team: every account above the viewed one is a button. */
export function PathCrumbs({ path, onPick }: PathCrumbsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agent.profitLoss.path')}>
      <ol className={styles.crumbs}>
        {path.map((account, index) => (
          <li key={`${index}-${account}`}>
            {index === path.length - 1 ? (
              <span aria-current="page">{account}</span>
            ) : (
              <button type="button" className={styles.linkButton} onClick={() => onPick(index)}>
                {account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
