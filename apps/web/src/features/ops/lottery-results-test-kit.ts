import { lotteryOpsEndpoints } from '@portal/contract/lottery';
import type { AwaitingPeriodView, ResultEntryView } from '@portal/contract/lottery/result-entry';
import { ok } from '../../test/request-body.ts';

/** Test data of the Lottery results page: the demo brand's HCM station (`VN_MN`). */

/** The stubbed paths of the page's calls. */
export const lotteryPath = {
  awaiting: lotteryOpsEndpoints.opsPeriodsAwaiting.path,
  enter: lotteryOpsEndpoints.opsPeriodResult.path,
  decide: lotteryOpsEndpoints.opsPeriodResultDecide.path,
  entries: lotteryOpsEndpoints.opsPeriodResults.path,
  terms: lotteryOpsEndpoints.opsTerms.path,
};

/** A South board as printed, ĐB first: 18 numbers, G8 "05". */
export const boardText =
  '012345 54321 11111\n22222, 33333\n44444 55555 66666 77777 88888 99999 00012\n1234 5678 9012 3456 789 05';

/** The same board as the wire carries it. */
export const boardNumbers = [
  12345, 54321, 11111, 22222, 33333, 44444, 55555, 66666, 77777, 88888, 99999, 12, 1234, 5678, 9012,
  3456, 789, 5,
];

/** An entry as the server shows it: bruno's pending result for the HCM period. */
export function entry(overrides: Partial<ResultEntryView> = {}): ResultEntryView {
  return {
    id: '7',
    gameCode: 'VN_MN_HCM',
    periodNo: '20261120-0001',
    result: boardNumbers,
    state: 'pending',
    correction: false,
    enteredBy: 'bruno',
    enteredAt: '2026-11-20T11:40:00.000Z',
    decidedBy: null,
    decidedAt: null,
    remark: null,
    resultVersion: null,
    ...overrides,
  };
}

/** An HCM period past its draw time, its deadline in 20 minutes. */
export function awaitingPeriod(overrides: Partial<AwaitingPeriodView> = {}): AwaitingPeriodView {
  const now = Date.now();
  return {
    gameCode: 'VN_MN_HCM',
    name: 'TP. Hồ Chí Minh',
    shape: 'VN_MN',
    periodNo: '20261120-0001',
    drawsAt: now - 40 * 60_000,
    deadlineAt: now + 20 * 60_000 - 1_000,
    tickets: 12,
    pending: null,
    ...overrides,
  };
}

/** The work list's answer. */
export const awaitingAnswer = (items: AwaitingPeriodView[]) =>
  ok(lotteryOpsEndpoints.opsPeriodsAwaiting.output.parse({ items }));

/** One page of entries. */
export const entriesAnswer = (items: ResultEntryView[]) =>
  ok({ items, total: items.length, pageNum: 1, totalPages: items.length === 0 ? 0 : 1 });
