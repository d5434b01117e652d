import { useId } from 'react';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { copyTexts, useLotteryText } from './lottery-texts.ts';
import styles from './board.module.css';

/** Props of `CommitmentLine`. */
export interface CommitmentLineProps {
  /** The seed commitment of the period on sale, null until it opens. */
  commitment: string | null;
}

/**
 * The seed commitment published for the period on sale, with a copy button and what it
 * proves: the result is fixed before betting opens, and checkable after the draw.
 */
export function CommitmentLine({ commitment }: CommitmentLineProps) {
  const { lt } = useLotteryText();
  const helpId = useId();
  return (
    <div className={styles.commitment}>
      <div className={styles.commitmentHead}>
        <Icon name="shield" size={16} />
        <span className={styles.label} id={`${helpId}-label`}>
          {lt('lottery.board.commitment')}
        </span>
      </div>
      {commitment === null ? (
        <span className={styles.muted}>{lt('lottery.board.commitmentPending')}</span>
      ) : (
        <div className={styles.commitmentValue}>
          <code aria-labelledby={`${helpId}-label`} aria-describedby={helpId}>
            {commitment}
          </code>
          <CopyButton
            value={commitment}
            label={lt('lottery.verify.copyLabel', { field: lt('lottery.board.commitment') })}
            texts={copyTexts(lt)}
          />
        </div>
      )}
      <p id={helpId} className={styles.help}>
        {lt('lottery.board.commitmentHelp')}
      </p>
    </div>
  );
}
