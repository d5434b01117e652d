import { useTranslation } from '../../i18n/use-translation.ts';
import styles from '../../shared/money/wallet.module.css';
import '../../shared/money/wallet-texts.ts';

/** The stake, payout and profit column heads the bet history and the profit table share. */
export function MoneyHeads() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col" className={styles.num}>
        {t('wallet.bets.stake')}
      </th>
      <th scope="col" className={styles.num}>
        {t('wallet.bets.payout')}
      </th>
      <th scope="col" className={styles.num}>
        {t('wallet.bets.profit')}
      </th>
    </>
  );
}
