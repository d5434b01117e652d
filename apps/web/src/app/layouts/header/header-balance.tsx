import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/account-texts.ts';
import { showMoney } from '../../../shared/lib/format-money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { accountIcons } from '../../../shared/ui/account-icons.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './header-account.module.css';

/** Props of `HeaderBalance`. */
export interface HeaderBalanceProps {
  balance: string;
  currencySymbol: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The balance with its currency symbol, a hide/show toggle (stars while hidden) and a refresh
 * that reloads it from the server.
 */
export function HeaderBalance({
  balance,
  currencySymbol,
  refreshing,
  onRefresh,
}: HeaderBalanceProps) {
  const { t, i18n } = useTranslation();
  const [hidden, setHidden] = useState(false);
  return (
    <div className={styles.balance} role="group" aria-label={t('account.header.balance')}>
      <output className={styles.amount} aria-live="polite" aria-busy={refreshing}>
        {hidden ? (
          <span role="img" aria-label={t('account.header.hidden')}>
            ******
          </span>
        ) : (
          showMoney(balance, currencySymbol, i18n.language)
        )}
      </output>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={t(hidden ? 'account.header.showBalance' : 'account.header.hideBalance')}
        onClick={() => setHidden((value) => !value)}
      >
        <Icon path={hidden ? accountIcons.eyeOff : accountIcons.eye} size={16} />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={t('account.header.refreshBalance')}
        disabled={refreshing}
        onClick={onRefresh}
      >
        <Icon name="refresh" size={16} className={refreshing ? styles.spin : undefined} />
      </Button>
    </div>
  );
}
