import { useTranslation } from '../../i18n/use-translation.ts';
import '../../shared/money/wallet-texts.ts';

/**
 * The name of a product (a game type of the catalogue: `RNG`, `LIVE`, `FISH`...) as the top
 * navigation shows it, for report rows and chart labels; bets without a catalogue game are
 * "other".
 */
export function useProductName(): (gameType: string) => string {
  const { t } = useTranslation();
  return (gameType) =>
    gameType === 'OTHER'
      ? t('wallet.profit.otherProduct')
      : t(`categories.${gameType}` as 'categories.HOME', { defaultValue: gameType });
}
