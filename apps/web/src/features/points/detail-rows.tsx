import type { pointDetail } from '@portal/contract/points';
import type * as z from 'zod/mini';
import { SignedAmount } from '../../shared/money/signed-amount.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { usePointsFormat } from './use-points-format.ts';
import { usePointsText } from './use-points-text.ts';

/** Props of `DetailRows`. */
export interface DetailRowsProps {
  rows: readonly z.infer<typeof pointDetail>[];
}

/** The head and body of the point details: time, type, signed points, balance after, remark. */
export function DetailRows({ rows }: DetailRowsProps) {
  const text = usePointsText();
  const format = usePointsFormat();
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{text('points.details.time')}</th>
          <th scope="col">{text('points.details.type')}</th>
          <th scope="col" className={walletStyles.num}>
            {text('points.details.points')}
          </th>
          <th scope="col" className={walletStyles.num}>
            {text('points.details.balance')}
          </th>
          <th scope="col">{text('points.details.remark')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={walletStyles.nowrap}>{format.time(row.time)}</td>
            <td>{text(`points.types.${row.type}`)}</td>
            <td className={walletStyles.num}>
              <SignedAmount amount={row.points} text={format.number(row.points)} />
            </td>
            <td className={walletStyles.num}>{format.number(row.balance)}</td>
            <td>{row.remark === '' ? text('points.common.none') : row.remark}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}
