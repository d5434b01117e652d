import { lotteryEndpoints } from '@portal/contract/lottery';
import type { TicketView } from '@portal/contract/lottery/wire';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import { setMemberBalance } from '../session/index.ts';
import { refreshGameLists, setBoardBalance } from './lottery-api.ts';
import { toBetInput, type SlipBet } from './slip.ts';

/** Where sending a slip stands. */
export type PlaceState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'placed'; periodNo: string; tickets: TicketView[] }
  | { kind: 'failed'; error: unknown };

/**
 * Sends a slip: one `Idempotency-Key` per slip confirmation, kept while the same slip (same
 * period and bets) is sent again after a failure, so a slip that reached the server is never
 * placed twice; a different slip gets a fresh key. A success shows the new balance at once in
 * the header and the board, and asks for the tickets and results again.
 */
export function usePlaceSlip(gameCode: string, onPlaced: () => void) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  const sentBody = useRef<string | null>(null);
  const [state, setState] = useState<PlaceState>({ kind: 'idle' });

  const place = async (periodNo: string, bets: readonly SlipBet[]): Promise<boolean> => {
    const input = { gameCode, periodNo, bets: bets.map(toBetInput) };
    const body = JSON.stringify(input);
    if (sentBody.current !== null && sentBody.current !== body) key.renew();
    sentBody.current = body;
    setState({ kind: 'sending' });
    try {
      const answer = await call(lotteryEndpoints.placeBets, input, {
        idempotencyKey: key.current(),
      });
      key.renew();
      sentBody.current = null;
      setMemberBalance(queryClient, answer.balance);
      setBoardBalance(queryClient, gameCode, answer.balance);
      refreshGameLists(queryClient, gameCode);
      setState({ kind: 'placed', periodNo, tickets: answer.tickets });
      onPlaced();
      return true;
    } catch (error) {
      setState({ kind: 'failed', error });
      return false;
    }
  };

  return { state, place, reset: () => setState({ kind: 'idle' }) };
}
