import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/account-texts.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/money/card.tsx';
import { formatTime } from '../../../shared/lib/format-time.ts';
import { ListStatus } from '../../../shared/money/list-status.tsx';
import { withdrawSettingsQuery } from '../../../shared/money/wallet-queries.ts';
import styles from '../../../shared/money/wallet.module.css';
import walletForms from '../../../shared/money/wallet-forms.module.css';
import type { WalletPageProps } from '../../../shared/money/wallet-page-props.ts';
import '../../../shared/money/wallet-texts.ts';
import { ContactBinding } from './contact-binding.tsx';
import { ReceivingAccounts, WithdrawPasswordForm } from '../../withdrawals/index.ts';

/**
 * securityCenter (the member centre's default page): profile, bound mobile and email, login
 * password, withdrawal password, receiving accounts and the last login. Mobile and email are
 * shown masked, each with its binding form (`contact-binding.tsx`).
 */
export function SecurityCenter({ member }: WalletPageProps) {
  const { t, i18n } = useTranslation();
  const settings = useQuery(withdrawSettingsQuery());
  const none = t('wallet.common.none');
  const type = member.isTrial ? 'trial' : member.isAgent ? 'agent' : 'member';
  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <Card title={t('wallet.security.profileTitle')} icon="user">
          <dl className={styles.facts}>
            <dt>{t('wallet.security.account')}</dt>
            <dd>{member.account}</dd>
            <dt>{t('wallet.security.nickname')}</dt>
            <dd>{member.nickname ?? none}</dd>
            <dt>{t('wallet.security.id')}</dt>
            <dd>{member.id}</dd>
            <dt>{t('wallet.security.type')}</dt>
            <dd>{t(`wallet.security.types.${type}`)}</dd>
          </dl>
        </Card>
        <Card title={t('wallet.security.lastLoginTitle')} icon="clock">
          <dl className={styles.facts}>
            <dt>{t('wallet.security.lastLoginAt')}</dt>
            <dd>
              {member.lastLoginAt === null
                ? t('wallet.security.unknown')
                : formatTime(member.lastLoginAt, i18n.language)}
            </dd>
            <dt>{t('wallet.security.lastLoginIp')}</dt>
            <dd>{member.lastLoginIp ?? t('wallet.security.unknown')}</dd>
          </dl>
        </Card>
        <Card title={t('wallet.security.contactTitle')} icon="phone">
          <ContactBinding member={member} />
        </Card>
        <Card title={t('wallet.security.loginPasswordTitle')} icon="lock">
          <p className={styles.muted}>{t('account.change.securityText')}</p>
          <div>
            <Button
              variant="secondary"
              className={walletForms.wrapButton}
              onClick={() => openModal('changePassword', {})}
            >
              {t('account.change.open')}
            </Button>
          </div>
        </Card>
      </div>
      <Card title={t('wallet.withdrawPassword.title')} icon="shield">
        {settings.isPending ? (
          <ListStatus kind="loading" />
        ) : settings.isError ? (
          <ListStatus kind="error" error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <WithdrawPasswordForm hasPassword={settings.data.hasWithdrawPassword} />
        )}
      </Card>
      <ReceivingAccounts
        hasPassword={settings.data?.hasWithdrawPassword ?? false}
        settingsReady={settings.isSuccess}
      />
    </div>
  );
}
