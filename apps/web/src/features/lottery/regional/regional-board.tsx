import type { LotteryArea, VnMenuGame } from '@portal/contract/lottery/vn-wire';
import { useState } from 'react';
import { useLotteryMoney } from '../lottery-money.ts';
import { BoardPending } from '../board-pending.tsx';
import { MyBetsPanel } from '../my-bets-panel.tsx';
import { SlipPanel } from '../slip-panel.tsx';
import { useBettingBoard } from '../use-betting-board.ts';
import { VerifyDialog } from '../verify-dialog.tsx';
import { RegionalHeader } from './regional-header.tsx';
import { RegionalPlayArea } from './regional-play-area.tsx';
import { useRegionalText } from './regional-texts.ts';
import { StationResults } from './station-results.tsx';
import boardStyles from '../board.module.css';

/** Props of `RegionalBoard`. */
export interface RegionalBoardProps {
  area: LotteryArea;
  gameCode: string;
  /** The station in the menu, with its region's name and the region's stations of the day. */
  station: VnMenuGame | undefined;
  regionName: string | undefined;
  others: readonly VnMenuGame[];
  backHref: string;
  stationHref: (gameCode: string) => string;
  depositHref: string;
}

/**
 * A station's betting board: the lottery's board, slip, confirmation and tickets, with the
 * regional head, number entry and prize-tier results in place of the ball game's.
 */
export function RegionalBoard({
  area,
  gameCode,
  station,
  regionName,
  others,
  backHref,
  stationHref,
  depositHref,
}: RegionalBoardProps) {
  const { rt } = useRegionalText();
  const money = useLotteryMoney();
  const { query, board, now, refresh, refreshBoard, bets, addBets, removeBet, clearBets } =
    useBettingBoard(gameCode);
  const [verifying, setVerifying] = useState<string | null>(null);

  if (board === undefined) {
    return (
      <BoardPending
        query={query}
        backHref={backHref}
        backLabel={rt('lotteryRegional.board.back')}
        onRetry={refresh}
      />
    );
  }

  return (
    <div className={boardStyles.board}>
      <RegionalHeader
        board={board}
        station={station}
        regionName={regionName}
        others={others}
        now={now}
        money={money}
        backHref={backHref}
        stationHref={stationHref}
      />
      <div className={boardStyles.main}>
        <RegionalPlayArea
          key={board.game.gameCode}
          board={board}
          money={money}
          slipSize={bets.length}
          onAdd={addBets}
        />
        <SlipPanel
          board={board}
          now={now}
          money={money}
          bets={bets}
          onRemove={removeBet}
          onClear={clearBets}
          refreshBoard={refreshBoard}
          depositHref={depositHref}
        />
      </div>
      <div className={boardStyles.lower}>
        <StationResults
          area={area}
          gameCode={gameCode}
          timeZone={station?.timeZone}
          onVerify={setVerifying}
        />
        <MyBetsPanel board={board} now={now} money={money} />
      </div>
      {verifying === null ? null : (
        <VerifyDialog gameCode={gameCode} periodNo={verifying} onClose={() => setVerifying(null)} />
      )}
    </div>
  );
}
