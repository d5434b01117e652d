import type { GameCard } from '@portal/contract/game-card';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { GameTile } from './game-tile.tsx';
import './games-texts.ts';
import styles from './game-grid.module.css';
import { useFavourites } from '../favourites/index.ts';

/** Props of `ListState`. */
export interface ListStateProps {
  status: 'pending' | 'error' | 'success';
  empty: boolean;
  onRetry?: (() => void) | undefined;
}

/** Loading, error (with retry) and empty states of a game list; nothing once it has games. */
export function ListState({ status, empty, onRetry }: ListStateProps) {
  const { t } = useTranslation();
  if (status === 'pending') {
    return (
      <p className={styles.state} role="status">
        {t('games.loading')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>{t('games.error')}</p>
        {onRetry === undefined ? null : (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('games.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (empty) return <p className={styles.state}>{t('in_no_data')}</p>;
  return null;
}

/** Props of `GameGrid`. */
export interface GameGridProps {
  cards: readonly GameCard[];
  /** Accessible name of the list. */
  label: string;
}

/** The tile grid of lobbies, search results and the account game pages. */
export function GameGrid({ cards, label }: GameGridProps) {
  const { ids, toggle } = useFavourites();
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={`${card.vassalage}:${card.nodeId}`}>
          <GameTile
            card={card}
            isFavourite={ids.includes(card.nodeId)}
            onToggleFavourite={toggle}
          />
        </li>
      ))}
    </ul>
  );
}
