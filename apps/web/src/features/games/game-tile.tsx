import { cardIcon, cardTitle, type GameCard } from '@portal/contract/game-card';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { defaultGameIcon } from './default-icon.ts';
import { useGamesEnv } from './games-env.ts';
import './games-texts.ts';
import styles from './game-tile.module.css';

/** Props of `GameTile`. */
export interface GameTileProps {
  card: GameCard;
  isFavourite: boolean;
  onToggleFavourite: (card: GameCard) => void;
}

/**
 * A game tile (spec section 2): hot badge when isHot is 1, the artwork (a generated one when the
 * image fails), the display name, a play button, a free-trial button when supportPlay is 0 and
 * the favourite toggle.
 */
export function GameTile({ card, isFavourite, onToggleFavourite }: GameTileProps) {
  const { t } = useTranslation();
  const { play } = useGamesEnv();
  const title = cardTitle(card);
  const [failed, setFailed] = useState(false);
  const src = failed || cardIcon(card) === '' ? defaultGameIcon(title) : cardIcon(card);
  return (
    <article className={styles.tile} aria-label={title}>
      <div className={styles.art}>
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className={styles.image}
        />
        {card.isHot === 1 ? <span className={styles.hot}>{t('games.hot')}</span> : null}
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={isFavourite}
          aria-label={t('games.favourite', { game: title })}
          onClick={() => onToggleFavourite(card)}
        >
          <Icon name="heart" size={16} />
        </button>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.play}
            aria-label={t('games.play', { game: title })}
            onClick={() => play(card, { freePlay: false })}
          >
            {t('games.playShort')}
          </button>
          {card.supportPlay === 0 ? (
            <button
              type="button"
              className={styles.trial}
              aria-label={t('games.freePlay', { game: title })}
              onClick={() => play(card, { freePlay: true })}
            >
              {t('games.freePlayShort')}
            </button>
          ) : null}
        </div>
      </div>
      <p className={styles.name} title={title}>
        {title}
      </p>
      <p className={styles.vendor}>{card.accountTypeName}</p>
    </article>
  );
}
