import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { BettingBoard } from './betting-board.tsx';
import { LotteryLobby } from './lottery-lobby.tsx';
import { LotteryCurrencyContext, type LotteryCurrency } from './lottery-money.ts';
import styles from './lottery-page.module.css';

/** The lottery pages: the main lottery, the SEA lottery and the VN (regional number) lottery. */
export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** The addresses the lottery screens link to (the route builds them from the app's paths). */
export interface LotteryLinks {
  /** The lobby without a game code, or a game's betting board with one. */
  lottery: (gameCode?: string) => string;
  /** The deposit page, offered when a slip is refused for want of money. */
  deposit: string;
}

/** Props of `LotteryPage`. */
export interface LotteryPageProps {
  kind: LotteryKind;
  /** The game opened from a launcher or a lobby card (`?gameCode=`). */
  gameCode?: string | undefined;
  links: LotteryLinks;
  /** The brand's currency, for stakes and prizes. */
  currency: LotteryCurrency;
}

/**
 * A lottery page. The main lottery shows its lobby, or a game's betting board when a game code
 * is given; the SEA and VN lotteries open with a later release and say so.
 */
export function LotteryPage({ kind, gameCode, links, currency }: LotteryPageProps) {
  const { t } = useTranslation();
  if (kind === 'lottery') {
    return (
      <LotteryCurrencyContext.Provider value={currency}>
        {gameCode === undefined || gameCode === '' ? (
          <LotteryLobby gameHref={links.lottery} />
        ) : (
          <BettingBoard
            key={gameCode}
            gameCode={gameCode}
            lobbyHref={links.lottery()}
            depositHref={links.deposit}
          />
        )}
      </LotteryCurrencyContext.Provider>
    );
  }
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
