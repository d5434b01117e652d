import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import styles from './lottery-page.module.css';

/** The lottery pages: the main lottery, the SEA lottery and the VN (regional number) lottery. */
export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** Props of `LotteryPage`. */
export interface LotteryPageProps {
  kind: LotteryKind;
  /** The game opened from a launcher (`?gameCode=`). */
  gameCode?: string | undefined;
}

/** A lottery page: its frame and the requested game; the lobby comes with the lottery work. */
export function LotteryPage({ kind, gameCode }: LotteryPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SectionFrame
        title={t(`sections.${kind}`)}
        icon="lottery"
        meta={
          gameCode === undefined ? undefined : (
            <span className={styles.chip}>{t('sections.gameCode', { code: gameCode })}</span>
          )
        }
      >
        <NotOpenYet />
      </SectionFrame>
    </div>
  );
}
