import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import './launch-texts.ts';
import { showMoney } from '../../shared/lib/format-money.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import type { SeamlessGame } from './seamless-game.ts';
import styles from './seamless-page.module.css';

/** Props of `SeamlessPage`. */
export interface SeamlessPageProps {
  game: SeamlessGame | null;
  /** The live balance, when a member is logged in. */
  balance?: { amount: string; currencySymbol: string } | undefined;
  onBack: () => void;
}

/**
 * The seamless game room (spec section 2): the launched game in a frame under a bar with its
 * title, a back button to where the player came from, the live balance and a demo label.
 */
export function SeamlessPage({ game, balance, onBack }: SeamlessPageProps) {
  const { t, i18n } = useTranslation();
  if (game === null) {
    return (
      <section className={styles.empty} aria-label={t('sections.seamless')}>
        <h1>{t('sections.seamless')}</h1>
        <p>{t('games.seamless.noGame')}</p>
        <Link to="/">{t('games.seamless.toLobby')}</Link>
      </section>
    );
  }
  const title = game.vendorName === '' ? t('sections.seamless') : game.vendorName;
  return (
    <section className={styles.room} aria-label={title}>
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={onBack}>
          <Icon name="chevronLeft" size={18} />
          {t('games.seamless.back')}
        </button>
        <h1 className={styles.title}>{title}</h1>
        {game.demo ? <span className={styles.demo}>{t('games.seamless.demo')}</span> : null}
        {balance === undefined ? null : (
          <p className={styles.balance}>
            <span>{t('games.seamless.balance')}</span>
            <output aria-live="polite">
              {showMoney(balance.amount, balance.currencySymbol, i18n.language)}
            </output>
          </p>
        )}
      </div>
      <iframe
        className={styles.frame}
        src={game.url}
        title={t('games.seamless.frameTitle', { vendor: title })}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
