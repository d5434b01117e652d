import type { redeemRecord } from '@portal/contract/points';
import type { RedeemStatus } from '@portal/contract/points/rules';
import type * as z from 'zod/mini';
import { SignedAmount } from '../../shared/money/signed-amount.tsx';
import { StatusPill, type Tone } from '../../shared/money/status-pill.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { isNothing } from './points-math.ts';
import { usePointsFormat } from './use-points-format.ts';
import { usePointsText } from './use-points-text.ts';

const toneOf: Record<RedeemStatus, Tone> = {
  inProcess: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Props of `RedeemRows`. */
export interface RedeemRowsProps {
  rows: readonly z.infer<typeof redeemRecord>[];
}

/**
 * The head and body of the redeem history (spec section 3 "Points"): reference, apply time,
 * kind and name, quantity, points and amount, status, changed points, points balance, remark.
 */
export function RedeemRows({ rows }: RedeemRowsProps) {
  const text = usePointsText();
  const format = usePointsFormat();
  const none = text('points.common.none');
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{text('points.history.refNo')}</th>
          <th scope="col">{text('points.history.appliedAt')}</th>
          <th scope="col">{text('points.history.item')}</th>
          <th scope="col" className={walletStyles.num}>
            {text('points.history.quantity')}
          </th>
          <th scope="col" className={walletStyles.num}>
            {text('points.history.points')}
          </th>
          <th scope="col" className={walletStyles.num}>
            {text('points.history.amount')}
          </th>
          <th scope="col">{text('points.history.status')}</th>
          <th scope="col" className={walletStyles.num}>
            {text('points.history.changed')}
          </th>
          <th scope="col" className={walletStyles.num}>
            {text('points.history.balance')}
          </th>
          <th scope="col">{text('points.history.remark')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.refNo}>
            <td className={walletStyles.nowrap}>{row.refNo}</td>
            <td className={walletStyles.nowrap}>{format.time(row.appliedAt)}</td>
            <td>
              <span>{text(`points.history.kinds.${row.kind}`)}</span>
              {row.name === '' ? null : <div className={walletStyles.muted}>{row.name}</div>}
            </td>
            <td className={walletStyles.num}>{format.number(String(row.quantity))}</td>
            <td className={walletStyles.num}>{format.number(row.points)}</td>
            <td className={walletStyles.num}>
              {isNothing(row.amount) ? none : format.amount(row.amount)}
            </td>
            <td>
              <StatusPill label={text(`points.statuses.${row.status}`)} tone={toneOf[row.status]} />
            </td>
            <td className={walletStyles.num}>
              <SignedAmount amount={row.changedPoints} text={format.number(row.changedPoints)} />
            </td>
            <td className={walletStyles.num}>{format.number(row.pointsBalance)}</td>
            <td>{row.remark === '' ? none : row.remark}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}
