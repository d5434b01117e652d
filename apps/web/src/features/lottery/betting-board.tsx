import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/icon.tsx';
import { useSessionStore } from '../session/index.ts';
import { BoardHeader } from './board-header.tsx';
import { boardQueryOptions, refreshGameLists } from './lottery-api.ts';
import { useLotteryMoney } from './lottery-money.ts';
import { LotteryStatus } from './lottery-status.tsx';
import { useLotteryText } from './lottery-texts.ts';
import { MyBetsPanel } from './my-bets-panel.tsx';
import { periodBoundaries, useRefetchAtBoundaries, useServerNow } from './period-phase.ts';
import { PlayArea } from './play-area.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { SlipPanel } from './slip-panel.tsx';
import type { SlipBet } from './slip.ts';
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
  const { lt, language } = useLotteryText();
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const money = useLotteryMoney();
  const query = useQuery(boardQueryOptions(gameCode, token, language));
  const board = query.data;
  const offset = board?.offset ?? 0;
  const now = useServerNow(offset);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useRefetchAtBoundaries(
    [...periodBoundaries(board?.game.current), ...periodBoundaries(board?.next)],
    offset,
    refresh,
  );

  // A new draw: its result and the tickets it settled.
  const lastDrawn = board?.game.last?.periodNo ?? null;
  const seenDrawn = useRef(lastDrawn);
  useEffect(() => {
    if (lastDrawn === seenDrawn.current) return;
    seenDrawn.current = lastDrawn;
    refreshGameLists(queryClient, gameCode);
  }, [lastDrawn, queryClient, gameCode]);

  const [bets, setBets] = useState<SlipBet[]>([]);
  const [verifying, setVerifying] = useState<string | null>(null);
  const addBets = useCallback((added: SlipBet[]) => setBets((list) => [...list, ...added]), []);

  if (board === undefined) {
    return (
      <div className={styles.board}>
        <Link to={lobbyHref} className={styles.back}>
          <Icon name="chevronLeft" size={16} />
          {lt('lottery.board.backToLobby')}
        </Link>
        {query.isError ? (
          <LotteryStatus kind="error" error={query.error} onRetry={refresh} />
        ) : (
          <p className={styles.loading} role="status">
            {lt('lottery.board.loading')}
          </p>
        )}
      </div>
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
          onRemove={(id) => setBets((list) => list.filter((bet) => bet.id !== id))}
          onClear={() => setBets([])}
          refreshBoard={async () => (await refetch()).data}
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
