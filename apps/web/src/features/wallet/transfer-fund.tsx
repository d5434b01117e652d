import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextBadge } from '../../shared/ui/text-badge.tsx';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { RefreshButton } from '../../shared/money/refresh-button.tsx';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { consolidatedQuery, merchantWalletQuery } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import walletForms from '../../shared/money/wallet-forms.module.css';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { TransferForm } from './transfer-form.tsx';
import { TransferList } from './transfer-list.tsx';

/**
 * transferFund: the main wallet and every vendor wallet with its balance, transfers in and out,
 * "recall all", and the transfers with their state. A single-wallet brand gets an explanation
 * instead (its games use the main wallet directly).
 */
export function TransferFund({ member, onMoneyMoved }: WalletPageProps) {
  const { t } = useTranslation();
  const mode = useQuery(merchantWalletQuery());
  const wallets = useQuery({ ...consolidatedQuery(), enabled: mode.data?.isSingle === false });
  const [vendor, setVendor] = useState<string | null>(null);
  const money = useMoneyText(wallets.data?.currencySymbol ?? member.currencySymbol);

  if (mode.isPending) return <ListStatus kind="loading" />;
  if (mode.isError) {
    return <ListStatus kind="error" error={mode.error} onRetry={() => void mode.refetch()} />;
  }
  if (mode.data.isSingle) {
    return (
      <Card title={t('wallet.transfer.singleTitle')} icon="coins">
        <p className={styles.muted}>{t('wallet.transfer.singleText')}</p>
      </Card>
    );
  }
  const list = wallets.data?.wallets ?? [];
  const chosen = vendor ?? list[0]?.vendor ?? null;
  const refresh = <RefreshButton query={wallets} />;
  return (
    <div className={styles.page}>
      {wallets.isPending ? (
        <ListStatus kind="loading" />
      ) : wallets.isError ? (
        <ListStatus kind="error" error={wallets.error} onRetry={() => void wallets.refetch()} />
      ) : (
        <>
          <div className={styles.stats}>
            <div className={styles.stat}>
              <span className={styles.statLabel}>{t('wallet.transfer.main')}</span>
              <span className={[styles.statValue, styles.highlight].join(' ')}>
                {money(wallets.data.main)}
              </span>
            </div>
            <div className={styles.stat}>
              <span className={styles.statLabel}>{t('wallet.transfer.total')}</span>
              <span className={styles.statValue}>{money(wallets.data.total)}</span>
            </div>
          </div>
          {list.length === 0 ? null : (
            <TransferForm
              wallets={list}
              vendor={chosen}
              onVendor={setVendor}
              main={wallets.data.main}
              onMoneyMoved={onMoneyMoved}
            />
          )}
          <Card title={t('wallet.transfer.walletsTitle')} icon="coins" actions={refresh}>
            {list.length === 0 ? (
              <ListStatus kind="empty" emptyText={t('wallet.transfer.noWallets')} />
            ) : (
              <ul className={walletForms.walletGrid} aria-label={t('wallet.transfer.walletsTitle')}>
                {list.map((wallet) => (
                  <li key={wallet.vendor}>
                    <button
                      type="button"
                      className={walletForms.walletTile}
                      aria-pressed={chosen === wallet.vendor}
                      onClick={() => setVendor(wallet.vendor)}
                    >
                      <span className={walletForms.walletName}>
                        <TextBadge text={wallet.vendor} height={22} />
                        <span>{wallet.displayName}</span>
                      </span>
                      <span className={walletForms.walletBalance}>{money(wallet.balance)}</span>
                      {wallet.pendingTransfer ? (
                        <StatusPill tone="warning" label={t('wallet.transfer.pending')} />
                      ) : wallet.state === 'unavailable' ? (
                        <StatusPill tone="danger" label={t('wallet.transfer.unavailable')} />
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      <TransferList wallets={list} currencySymbol={member.currencySymbol} />
    </div>
  );
}
