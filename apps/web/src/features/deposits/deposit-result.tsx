import type { MemberInfo } from '@portal/contract/member';
import { depositsEndpoints, type depositStatus } from '@portal/contract/deposits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { StatusPill, type Tone } from '../../shared/money/status-pill.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { walletKey } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import '../../shared/money/wallet-texts.ts';
import { leaveTo } from './leave-to.ts';
import { forgetDeposit } from './pending-deposit.ts';

type DepositStatus = z.infer<typeof depositStatus>;

/** How often, and how many times, a pending deposit is asked again after the checkout. */
export const depositPoll = { intervalMs: 2000, times: 5 };

const tone: Record<DepositStatus, Tone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'muted',
};

/** Props of `DepositResult`. */
export interface DepositResultProps {
  depositId: string;
  member: MemberInfo;
  onMoneyMoved: () => void;
  onNewDeposit: () => void;
}

/**
 * The deposit's result after the provider's page: asked again a few times while it is pending
 * (the provider's webhook usually lands within seconds), then paid, failed or expired. The
 * header balance follows the socket's `balance` event; a paid result also refreshes it.
 */
export function DepositResult({
  depositId,
  member,
  onMoneyMoved,
  onNewDeposit,
}: DepositResultProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const polls = useRef(0);
  const deposit = useQuery({
    queryKey: walletKey('deposit', depositId),
    queryFn: ({ signal }) => {
      polls.current += 1;
      return call(depositsEndpoints.depositGet, { depositId }, { signal });
    },
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && polls.current < depositPoll.times
        ? depositPoll.intervalMs
        : false,
  });
  const status = deposit.data?.status;

  useEffect(() => {
    if (status === undefined || status === 'pending') return;
    forgetDeposit();
    if (status === 'paid') onMoneyMoved();
  }, [status, onMoneyMoved]);

  if (deposit.isPending) return <ListStatus kind="loading" />;
  if (deposit.isError) {
    return <ListStatus kind="error" error={deposit.error} onRetry={() => void deposit.refetch()} />;
  }
  const { amount, checkoutUrl } = deposit.data;
  const current = deposit.data.status;
  const waiting = current === 'pending' && polls.current < depositPoll.times;
  return (
    <Card
      title={t('wallet.deposit.resultTitle')}
      icon="coins"
      actions={<StatusPill tone={tone[current]} label={t(`wallet.depositStatus.${current}`)} />}
    >
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.common.amount')}</span>
          <span className={[styles.statValue, styles.highlight].join(' ')}>{money(amount)}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.common.reference')}</span>
          <span className={styles.statValue}>{depositId}</span>
        </div>
      </div>
      <p role="status" className={styles.muted}>
        {waiting
          ? t('wallet.deposit.checking')
          : t(`wallet.deposit.${current}Text`, { amount: money(amount) })}
      </p>
      <div className={styles.actions}>
        {current === 'pending' ? (
          <>
            <Button
              variant="secondary"
              disabled={deposit.isFetching}
              onClick={() => void deposit.refetch()}
            >
              {t('wallet.deposit.checkAgain')}
            </Button>
            {checkoutUrl === null ? null : (
              <Button variant="ghost" onClick={() => leaveTo(checkoutUrl)}>
                {t('wallet.deposit.continuePayment')}
              </Button>
            )}
          </>
        ) : null}
        <Button variant={current === 'pending' ? 'ghost' : 'primary'} onClick={onNewDeposit}>
          {t('wallet.deposit.newDeposit')}
        </Button>
      </div>
    </Card>
  );
}
