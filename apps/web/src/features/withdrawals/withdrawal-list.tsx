import type { MemberInfo } from '@portal/contract/member';
import type { withdrawal, withdrawalStatus } from '@portal/contract/withdrawals';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import formStyles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/money/card.tsx';
import { formatTime } from '../../shared/lib/format-time.ts';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import { StatusPill, type Tone } from '../../shared/money/status-pill.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { invalidateWallet, withdrawalsQuery } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import '../../shared/money/wallet-texts.ts';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog.tsx';

type Withdrawal = z.infer<typeof withdrawal>;

const tone: Record<z.infer<typeof withdrawalStatus>, Tone> = {
  review: 'warning',
  pending: 'warning',
  awaiting_confirmation: 'accent',
  completed: 'success',
  disputed: 'warning',
  failed: 'danger',
};

/** Props of `WithdrawalList`. */
export interface WithdrawalListProps {
  member: MemberInfo;
  onMoneyMoved: () => void;
}

/**
 * The member's withdrawals with their status; a paid-out one waiting for the member offers the
 * confirmation dialog and shows when it will count as received on its own.
 */
export function WithdrawalList({ member, onMoneyMoved }: WithdrawalListProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoneyText(member.currencySymbol);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const [notice, setNotice] = useWorded();
  const list = useQuery({ ...withdrawalsQuery(page), placeholderData: keepPreviousData });

  const detail = (item: Withdrawal) => {
    if (item.status === 'awaiting_confirmation' && item.autoReceiveAt !== null) {
      return t('wallet.withdraw.autoReceive', {
        time: formatTime(item.autoReceiveAt, i18n.language),
      });
    }
    if (item.autoReceived) return t('wallet.withdraw.autoReceived');
    const parts = [];
    if (item.missingAmount !== null) {
      parts.push(t('wallet.withdraw.missing', { amount: money(item.missingAmount) }));
    }
    if (item.proofCount > 0) parts.push(t('wallet.withdraw.proofs', { count: item.proofCount }));
    return parts.join(' · ');
  };

  return (
    <Card
      title={t('wallet.withdraw.listTitle')}
      icon="history"
      actions={<RefreshButton query={list} />}
    >
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      <PagedList query={list} onPage={setPage} caption={t('wallet.withdraw.listTitle')}>
        {(data) => (
          <>
            <thead>
              <tr>
                <th scope="col">{t('wallet.common.time')}</th>
                <th scope="col">{t('wallet.withdraw.accountColumn')}</th>
                <th scope="col" className={styles.num}>
                  {t('wallet.common.amount')}
                </th>
                <th scope="col">{t('wallet.common.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((item) => (
                <tr key={item.withdrawalId}>
                  <td className={styles.nowrap}>{formatTime(item.createdAt, i18n.language)}</td>
                  <td>
                    <div className={styles.nowrap}>{item.account.institution}</div>
                    <div className={styles.muted}>···· {item.account.maskedNumber.slice(-4)}</div>
                  </td>
                  <td className={styles.num}>{money(item.amount)}</td>
                  <td>
                    <StatusPill
                      tone={tone[item.status]}
                      label={t(`wallet.withdrawalStatus.${item.status}`)}
                    />
                    <div className={styles.muted}>{detail(item)}</div>
                    {item.status === 'awaiting_confirmation' ? (
                      <Button
                        variant="primary"
                        size="sm"
                        className={styles.rowAction}
                        onClick={() => setConfirming(item)}
                      >
                        {t('wallet.withdraw.confirmReceipt')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </PagedList>
      {confirming === null ? null : (
        <WithdrawConfirmDialog
          withdrawal={confirming}
          member={member}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setConfirming(null);
            setNotice(() => t('wallet.confirm.done'));
            onMoneyMoved();
            void invalidateWallet(queryClient);
          }}
        />
      )}
    </Card>
  );
}
