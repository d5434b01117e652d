import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LotteryPage, type LotteryKind } from '../../features/lottery/lottery-page.tsx';
import { useStatus } from '../../features/system/use-status.ts';
import { paths } from '../paths.ts';
import { useRouteHandle } from './route-handle.ts';

const kinds: readonly LotteryKind[] = ['lottery', 'seaLottery', 'vnLottery'];

const links = {
  lottery: paths.lottery.build,
  vnLottery: paths.vnLottery.build,
  seaLottery: paths.seaLottery.build,
  deposit: paths.member.build('depositv2'),
};

/**
 * /lottery, /seaLottery, /vnLottery: the lottery page with the launcher's `gameCode`, the links
 * it needs and the brand's currency (status call).
 */
export function LotteryRoute() {
  const { name } = useRouteHandle();
  const [params] = useSearchParams();
  const { merchant } = useStatus();
  const kind = kinds.find((candidate) => candidate === name) ?? 'lottery';
  const currency = useMemo(
    () => ({ scale: merchant.currencyScale, symbol: merchant.currencySymbol }),
    [merchant.currencyScale, merchant.currencySymbol],
  );
  return (
    <LotteryPage
      kind={kind}
      gameCode={params.get('gameCode') ?? undefined}
      links={links}
      currency={currency}
    />
  );
}
