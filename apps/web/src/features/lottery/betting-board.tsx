import { useState } from 'react';
import { BoardHeader } from './board-header.tsx';
import { BoardPending } from './board-pending.tsx';
import { useLotteryMoney } from './lottery-money.ts';
import { useLotteryText } from './lottery-texts.ts';
import { MyBetsPanel } from './my-bets-panel.tsx';
import { PlayArea } from './play-area.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { SlipPanel } from './slip-panel.tsx';
import { useBettingBoard } from './use-betting-board.ts';
import { VerifyDialog } from './verify-dialog.tsx';
import styles from './board.module.css';

/** Props of `BettingBoard`. */
export interface BettingBoardProps {
  gameCode: string;
  lobbyHref: string;
  depositHref: string;
}

/**
 * A game's betting board: its head (period, countdown, commitment, last result), the play
 * picker and the slip side by side, then the results with their trend and verifier, and the
 * member's tickets. The board is asked again every ~10 s and when a close or draw passes;
 * results and tickets when a new draw shows up.
 */
export function BettingBoard({ gameCode, lobbyHref, depositHref }: BettingBoardProps) {
  const { lt } = useLotteryText();
  const money = useLotteryMoney();
  const { query, board, now, refresh, refreshBoard, bets, addBets, removeBet, clearBets } =
    useBettingBoard(gameCode);
  const [verifying, setVerifying] = useState<string | null>(null);

  if (board === undefined) {
    return (
      <BoardPending
        query={query}
        backHref={lobbyHref}
        backLabel={lt('lottery.board.backToLobby')}
        onRetry={refresh}
      />
    );
  }

  return (
    <div className={styles.board}>
      <BoardHeader board={board} now={now} lobbyHref={lobbyHref} money={money} />
      <div className={styles.main}>
        <PlayArea
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
      <div className={styles.lower}>
        <ResultsPanel gameCode={gameCode} shape={board.game.shape} onVerify={setVerifying} />
        <MyBetsPanel board={board} now={now} money={money} />
      </div>
      {verifying === null ? null : (
        <VerifyDialog gameCode={gameCode} periodNo={verifying} onClose={() => setVerifying(null)} />
      )}
    </div>
  );
}
