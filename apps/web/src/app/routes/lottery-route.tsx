import { useSearchParams } from 'react-router';
import { LotteryPage, type LotteryKind } from '../../features/lottery/lottery-page.tsx';
import { useRouteHandle } from './route-handle.ts';

const kinds: readonly LotteryKind[] = ['lottery', 'seaLottery', 'vnLottery'];

/** /lottery, /seaLottery, /vnLottery: the lottery page with the launcher's `gameCode`. */
export function LotteryRoute() {
  const { name } = useRouteHandle();
  const [params] = useSearchParams();
  const kind = kinds.find((candidate) => candidate === name) ?? 'lottery';
  return <LotteryPage kind={kind} gameCode={params.get('gameCode') ?? undefined} />;
}
