import { uplineEndpoints } from '@portal/contract/upline';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { walletKey } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { UplineForm } from './upline-form.tsx';

/**
 * transferUpline: sends money from the main wallet to the member's upline agent. A member
 * without an upline gets the explanation instead of a form.
 */
export function TransferUpline({ member, pageHref, onMoneyMoved }: WalletPageProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const info = useQuery({
    queryKey: walletKey('transferUplineInfo'),
    queryFn: ({ signal }) => call(uplineEndpoints.transferUplineInfo, {}, { signal }),
    retry: false,
  });
  if (info.isPending) return <ListStatus kind="loading" />;
  if (info.isError) {
    return <ListStatus kind="error" error={info.error} onRetry={() => void info.refetch()} />;
  }
  const { upline, available } = info.data;
  if (upline === null) {
    return (
      <Card title={t('wallet.upline.noUplineTitle')} icon="users">
        <p className={styles.muted}>{t('wallet.upline.noUplineText')}</p>
      </Card>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.upline.upline')}</span>
          <span className={styles.statValue}>{upline.account}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.upline.available')}</span>
          <span className={[styles.statValue, styles.highlight].join(' ')}>{money(available)}</span>
        </div>
      </div>
      <Card title={t('wallet.upline.formTitle')} icon="send">
        <UplineForm
          upline={upline.account}
          available={available}
          member={member}
          securityHref={pageHref('securityCenter')}
          onDone={() => {
            onMoneyMoved();
            void info.refetch();
          }}
        />
      </Card>
    </div>
  );
}
