import { BettingBoard } from './betting-board.tsx';
import { LotteryLobby } from './lottery-lobby.tsx';
import { LotteryCurrencyContext, type LotteryCurrency } from './lottery-money.ts';
import { RegionalPage } from './regional/regional-page.tsx';

/** The lottery pages: the main lottery, the SEA lottery and the VN (regional number) lottery. */
export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** The addresses the lottery screens link to (the route builds them from the app's paths). */
export interface LotteryLinks {
  /** The lobby without a game code, or a game's betting board with one. */
  lottery: (gameCode?: string) => string;
  /** The VN stations (/vnLottery), or one station's board with a game code. */
  vnLottery: (gameCode?: string) => string;
  /** The SEA draws (/seaLottery), or one draw's board with a game code. */
  seaLottery: (gameCode?: string) => string;
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
 * is given; the VN and SEA lotteries their stations by region, or a station's board.
 */
export function LotteryPage({ kind, gameCode, links, currency }: LotteryPageProps) {
  const code = gameCode === '' ? undefined : gameCode;
  let page;
  if (kind === 'lottery') {
    page =
      code === undefined ? (
        <LotteryLobby gameHref={links.lottery} />
      ) : (
        <BettingBoard
          key={code}
          gameCode={code}
          lobbyHref={links.lottery()}
          depositHref={links.deposit}
        />
      );
  } else {
    const vn = kind === 'vnLottery';
    page = (
      <RegionalPage
        key={kind}
        area={vn ? 'VN' : 'SEA'}
        gameCode={code}
        pageHref={vn ? links.vnLottery : links.seaLottery}
        depositHref={links.deposit}
      />
    );
  }
  return <LotteryCurrencyContext.Provider value={currency}>{page}</LotteryCurrencyContext.Provider>;
}
