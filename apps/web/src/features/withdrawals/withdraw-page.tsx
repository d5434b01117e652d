import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { withdrawSettingsQuery } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

/**
 * withdraw: what can be withdrawn (net of pending withdrawals and open turnover), the request
 * form with its confirmation dialog, then the withdrawals and their confirmation flow. Without
 * a withdrawal password or an account the page points to the security centre.
 */
export function WithdrawPage({ member, pageHref, onMoneyMoved }: WalletPageProps) {
  const { t } = useTranslation();
  const settings = useQuery(withdrawSettingsQuery());
  const money = useMoneyText(member.currencySymbol);

  let top;
  if (settings.isPending) top = <ListStatus kind="loading" />;
  else if (settings.isError) {
    top = (
      <ListStatus kind="error" error={settings.error} onRetry={() => void settings.refetch()} />
    );
  } else {
    const data = settings.data;
    const missing = !data.hasWithdrawPassword
      ? { text: t('wallet.withdraw.noPassword'), link: t('wallet.common.setWithdrawPassword') }
      : data.accounts.length === 0
        ? { text: t('wallet.withdraw.noAccounts'), link: t('wallet.withdraw.addAccount') }
        : null;
    top = (
      <>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{t('wallet.withdraw.available')}</span>
            <span className={[styles.statValue, styles.highlight].join(' ')}>
              {money(data.available)}
            </span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{t('wallet.withdraw.pendingTotal')}</span>
            <span className={styles.statValue}>{money(data.pendingTotal)}</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{t('wallet.withdraw.turnover')}</span>
            <span className={styles.statValue}>{money(data.turnoverRemaining)}</span>
          </div>
        </div>
        {missing === null ? (
          <Card title={t('wallet.withdraw.formTitle')} icon="send">
            <WithdrawForm settings={data} member={member} onMoneyMoved={onMoneyMoved} />
          </Card>
        ) : (
          <div className={styles.notice}>
            <span>{missing.text}</span>
            <ButtonLink to={pageHref('securityCenter')} variant="primary" size="sm">
              {missing.link}
            </ButtonLink>
          </div>
        )}
        <p className={styles.muted}>
          {t('wallet.withdraw.autoReceiveNote', { count: data.autoReceiveMinutes })}
        </p>
      </>
    );
  }
  return (
    <div className={styles.page}>
      {top}
      <WithdrawalList member={member} onMoneyMoved={onMoneyMoved} />
    </div>
  );
}
