import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import formStyles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Card } from '../../shared/money/card.tsx';
import { queryStatus } from '../../shared/money/list-status.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { ConvertDialog } from './convert-dialog.tsx';
import { convertFloor, pointsOf, type ConvertRules } from './points-math.ts';
import { pointBalanceQuery } from './points-queries.ts';
import styles from './points.module.css';
import { usePointsFormat } from './use-points-format.ts';
import { usePointsText } from './use-points-text.ts';

/** Props of `BalanceCard`. */
export interface BalanceCardProps {
  /** The brand's conversion rules. */
  convert: ConvertRules;
}

/**
 * The member's points, large, and the way to convert them to balance: the button says why it
 * waits when the brand converts nothing or the member has fewer points than one conversion.
 */
export function BalanceCard({ convert }: BalanceCardProps) {
  const text = usePointsText();
  const format = usePointsFormat();
  const balance = useQuery(pointBalanceQuery());
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useWorded();
  const floor = convertFloor(convert);
  const reason = !convert.enabled
    ? text('points.balance.convertOff')
    : balance.isSuccess && pointsOf(balance.data.points) < floor
      ? text('points.balance.convertShort', { points: format.points(floor.toString()) })
      : null;
  return (
    <Card title={text('points.balance.title')} icon="coins">
      {queryStatus(balance) ??
        (balance.isSuccess ? (
          <div className={styles.balance}>
            <p className={styles.figure}>
              <span className={styles.figureLabel}>{text('points.balance.label')}</span>
              <span className={styles.figureValue}>
                <strong className={styles.figureNumber}>
                  {format.number(balance.data.points)}
                </strong>
                <span className={styles.figureUnit}>{text('points.balance.unit')}</span>
              </span>
            </p>
            <div className={styles.convertBox}>
              {convert.enabled ? (
                <p className={walletStyles.muted}>
                  {text('points.balance.ratio', {
                    points: format.points(convert.points),
                    amount: format.amount(convert.amount),
                  })}
                </p>
              ) : null}
              <Button
                variant="primary"
                disabled={reason !== null}
                aria-describedby={reason === null ? undefined : reasonId}
                onClick={() => {
                  setNotice(null);
                  setOpen(true);
                }}
              >
                {text('points.balance.convert')}
              </Button>
              {reason === null ? null : (
                <p id={reasonId} className={styles.reason}>
                  {reason}
                </p>
              )}
            </div>
          </div>
        ) : null)}
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      {open && balance.isSuccess ? (
        <ConvertDialog
          rules={convert}
          balance={balance.data.points}
          onDone={(done) => {
            setOpen(false);
            setNotice(done);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  );
}
