import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type * as z from 'zod/mini';
import type { receivingAccount } from '@portal/contract/withdrawals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { Card } from '../../shared/money/card.tsx';
import { formatTime } from '../../shared/lib/format-time.ts';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { invalidateWallet, receivingAccountsQuery } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import '../../shared/money/wallet-texts.ts';
import { ReceivingAccountForm } from './receiving-account-form.tsx';

type Account = z.infer<typeof receivingAccount>;

/** Props of `ReceivingAccounts`. */
export interface ReceivingAccountsProps {
  /** Adding an account needs the withdrawal password. */
  hasPassword: boolean;
  /** The password state is known (the settings loaded). */
  settingsReady: boolean;
}

/** How an account reads in lists and dialogs: institution and the last four characters. */
export function accountSummary(account: Account): string {
  return `${account.institution} ·••• ${account.maskedNumber.slice(-4)}`;
}

/**
 * The receiving accounts of the security centre: the list (masked), removal after a
 * confirmation, and the form that adds a bank card or a wallet address.
 */
export function ReceivingAccounts({ hasPassword, settingsReady }: ReceivingAccountsProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useQuery(receivingAccountsQuery());
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useWorded();
  const [error, setError] = useWorded();

  const remove = (account: Account) =>
    openModal('confirm', {
      title: t('wallet.accounts.deleteTitle'),
      message: t('wallet.accounts.deleteText', { account: accountSummary(account) }),
      confirmLabel: t('wallet.accounts.deleteTitle'),
      onConfirm: () => {
        setNotice(null);
        setError(null);
        call(withdrawalsEndpoints.receivingAccountDelete, { accountId: account.accountId })
          .then(async () => {
            setNotice(() => t('wallet.accounts.deleted'));
            await invalidateWallet(queryClient);
          })
          .catch((failure: unknown) => setError(() => errorText(failure)));
      },
    });

  const list = accounts.data?.list ?? [];
  return (
    <Card
      title={t('wallet.accounts.title')}
      icon="coins"
      actions={
        adding || !hasPassword ? undefined : (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {t('wallet.accounts.add')}
          </Button>
        )
      }
    >
      {settingsReady && !hasPassword ? (
        <p className={styles.notice}>{t('wallet.accounts.needPassword')}</p>
      ) : null}
      {accounts.isPending ? (
        <ListStatus kind="loading" />
      ) : accounts.isError ? (
        <ListStatus kind="error" error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : list.length === 0 ? (
        <ListStatus kind="empty" emptyText={t('wallet.accounts.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('wallet.accounts.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('wallet.accounts.account')}</th>
                <th scope="col">{t('wallet.accounts.holderName')}</th>
                <th scope="col">{t('wallet.accounts.addedAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('wallet.accounts.deleteTitle')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((account) => (
                <tr key={account.accountId}>
                  <td>
                    <span>{accountSummary(account)}</span>
                    <div className={styles.muted}>{t(`wallet.accounts.kinds.${account.kind}`)}</div>
                  </td>
                  <td>{account.holderName}</td>
                  <td className={styles.nowrap}>{formatTime(account.createdAt, i18n.language)}</td>
                  <td className={styles.num}>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={t('wallet.accounts.delete', { account: accountSummary(account) })}
                      onClick={() => remove(account)}
                    >
                      <Icon name="close" size={16} />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormAlert message={error} />
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      {adding && hasPassword ? (
        <ReceivingAccountForm
          onCancel={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            setNotice(() => t('wallet.accounts.added'));
            void invalidateWallet(queryClient);
          }}
        />
      ) : null}
    </Card>
  );
}
