import type { ResultSource } from '@portal/contract/lottery/vn-wire';
import { useId } from 'react';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useRegionalText } from './regional-texts.ts';
import styles from './regional.module.css';

/** Props of `SourceBadge`. */
export interface SourceBadgeProps {
  source: ResultSource;
  /** Adds the one-line explanation under the badge. */
  explain?: boolean;
  /** The short wording, for station cards ("Demo (drawn in-house)"). */
  compact?: boolean;
}

/**
 * Where a game's results come from. A demo game (`IN_HOUSE`) is drawn by our own engine, not
 * the official draw, and must never pass for it: its badge says so in words, not colour alone.
 */
export function SourceBadge({ source, explain = false, compact = false }: SourceBadgeProps) {
  const { rt } = useRegionalText();
  const hintId = useId();
  const demo = source === 'IN_HOUSE';
  return (
    <span className={styles.source}>
      <span
        className={styles.sourceBadge}
        data-source={source}
        aria-describedby={explain ? hintId : undefined}
      >
        <Icon name={demo ? 'flag' : 'shield'} size={14} />
        {demo
          ? rt(
              compact ? 'lotteryRegional.source.IN_HOUSE_SHORT' : 'lotteryRegional.source.IN_HOUSE',
            )
          : rt('lotteryRegional.source.OPERATOR')}
      </span>
      {explain ? (
        <span id={hintId} className={styles.sourceHint}>
          {rt(
            demo ? 'lotteryRegional.source.IN_HOUSE_HINT' : 'lotteryRegional.source.OPERATOR_HINT',
          )}
        </span>
      ) : null}
    </span>
  );
}
